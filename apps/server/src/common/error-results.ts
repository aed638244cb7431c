import { I18nService, RequestContext } from '@vendure/core';
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

/**
 * The SDL of one of our ErrorResults: Vendure's `errorCode` and `message`, the type's own
 * `fields` (SDL), and the existing unions it joins (`extend union … = name`).
 */
export function errorResultType(name: string, description: string, fields = 'reason: String!', unions: string[] = []): string {
    return [
        `"${description}"`,
        `type ${name} implements ErrorResult {`,
        '    errorCode: ErrorCode!',
        '    message: String!',
        fields,
        '}',
        ...unions.map(union => `extend union ${union} = ${name}`),
    ].join('\n');
}

/**
 * The base of an ErrorResult whose `reason` says which of its cases refused. Its message is the
 * errorCode, which Vendure translates as `errorResult.<errorCode>` with the result's fields.
 */
export function reasonedErrorResult<Reason extends string>(typename: string, errorCode: string) {
    return class extends ErrorResult {
        readonly __typename = typename;
        readonly errorCode = errorCode;
        readonly message = errorCode;
        constructor(public readonly reason: Reason) {
            super();
        }
    };
}

/** Messages by language, as i18next resources: `errorResult.<CODE>`, `error.<key>`, `checkoutRefusal.<key>`. */
export type Messages = Record<string, Record<string, Record<string, string>>>;

/** Adds a plugin's messages; without them an ErrorResult's message would read `errorResult.<CODE>`. */
export function addMessages(i18nService: I18nService, messages: Messages): void {
    for (const [lang, resources] of Object.entries(messages)) i18nService.addTranslation(lang, resources);
}

/**
 * A refusal of an order's transition (the `transitionError` of ORDER_STATE_TRANSITION_ERROR, or
 * a payment's), in the request's language: the message `checkoutRefusal.<key>` with `variables`.
 * Vendure passes the string on as it is (it looks it up once more as a key, finding nothing).
 * Outside a request (a script, a job) there is no language: the key and its values.
 */
export function refusalMessage(ctx: RequestContext, key: string, variables: Record<string, string | number> = {}): string {
    const id = `checkoutRefusal.${key}`;
    const text = ctx.translate(id, variables);
    return text === id ? `${key} ${JSON.stringify(variables)}` : text;
}
