import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import type { GraphQLError } from 'graphql';

import { QueryLimitError } from './query-limits';

/** graphql-js's hint at real field names ("Did you mean …?"), which would let a stranger map the schema by trial. */
const SUGGESTION = /\s*Did you mean .*\?$/s;

/**
 * Shapes every GraphQL error a client receives, on both APIs:
 * - a query-limit refusal carries its own code (QUERY_TOO_DEEP, …) instead of Apollo's generic
 *   GRAPHQL_VALIDATION_FAILED;
 * - field-name suggestions are removed (Vendure's HardenPlugin's `hideFieldSuggestions` set
 *   `response.errors`, which Apollo 4 no longer reads);
 * - no `stacktrace` and no `http` extension ever leave the server, in any mode: stack traces are
 *   logged, never sent.
 *
 * Apollo adds stack traces whenever NODE_ENV is neither `production` nor `test`, and Vendure gives
 * no way to pass `includeStacktraceInErrorResponses`. The answers Apollo gives outside these hooks
 * (a malformed request body) never reach it: the request guard refuses them first.
 */
export class QueryLimitErrorsPlugin implements ApolloServerPlugin {
    async requestDidStart(): Promise<GraphQLRequestListener<BaseContext>> {
        return {
            willSendResponse: async ({ response }) => {
                if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
                const errors = response.body.singleResult.errors.map(error => clean(error as GraphQLError));
                response.body.singleResult.errors = errors;
                // Variables of the wrong type: nothing ran, the request was wrong (Apollo 4 says 200).
                if (response.body.singleResult.data === undefined && errors.every(e => e.extensions?.code === 'BAD_USER_INPUT')) response.http.status = 400;
            },
        };
    }
}

function clean(error: GraphQLError): GraphQLError {
    const extensions = error.extensions as Record<string, unknown> | undefined;
    if (extensions) {
        delete extensions.stacktrace;
        delete extensions.http;
        if (error.originalError instanceof QueryLimitError) extensions.code = error.originalError.limitCode;
    }
    if (SUGGESTION.test(error.message)) (error as { message: string }).message = error.message.replace(SUGGESTION, '');
    return error;
}
