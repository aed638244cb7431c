import { AuditArea } from '../constants';

/**
 * Pure pieces of an audit entry: the area an operation belongs to, the entity it names, and the
 * redacted summary of its input (docs/audit.md).
 */

/** First match wins: the more specific areas (prize tables' digital codes) come before the general ones (codes). */
const AREA_RULES: Array<[RegExp, AuditArea]> = [
    [/PrizeTable|DigitalCode|PrizeLine|BbTnc|BlindBox/i, 'PRIZE_TABLES'],
    [/Refund/i, 'REFUNDS'],
    [/Fulfil+ment|shipOrder|Tracking/i, 'SHIPMENTS'],
    [/Draw/i, 'DRAWS'],
    [/Campaign|Odds/i, 'CAMPAIGNS'],
    [/Code|Batch/i, 'CODES'],
    [/Marketing|Banner|Popup|Notif|Push|Announcement/i, 'MARKETING'],
    [/Role/i, 'ROLES'],
    [/Administrator/i, 'ADMINISTRATORS'],
    [/Order|Payment|Modification|Draft/i, 'ORDERS'],
    [/Customer/i, 'CUSTOMERS'],
    [/Product|Collection|Facet|Asset|Stock|Promotion|Tag/i, 'CATALOG'],
    [/Channel|Zone|Countr|Tax|ShippingMethod|PaymentMethod|GlobalSettings|Seller|Polic|Page|Province/i, 'SETTINGS'],
];

export function auditArea(operation: string): AuditArea {
    return AREA_RULES.find(([pattern]) => pattern.test(operation))?.[1] ?? 'OTHER';
}

/** Argument names whose values are secrets or prize value: passwords, keys, tokens, OTPs, codes. */
const SECRET_KEY = /password|secret|token|apikey|privatekey|otp|^(codes?|couponCode|bbCode|key|csv|file)$/i;
/** The same words inside a longer name (merchantKey, smsPassword, webhookSecret). */
const SECRET_NAME = /password|secret|token|key|otp/i;
const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 6;
export const MAX_SUMMARY = 2000;

function redactValue(value: unknown, depth: number): unknown {
    if (value == null || typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
    if (typeof value === 'bigint') return String(value);
    if (typeof value !== 'object') return undefined;
    if (typeof (value as { then?: unknown }).then === 'function' || 'createReadStream' in value) return '[file]';
    if (value instanceof Date) return value.toISOString();
    if (depth >= MAX_DEPTH) return '[…]';
    if (Array.isArray(value)) {
        const items = value.slice(0, MAX_ITEMS).map(v => redactValue(v, depth + 1));
        return value.length > MAX_ITEMS ? [...items, `… ${value.length} items`] : items;
    }
    const out: Record<string, unknown> = {};
    // A configurable operation's argument ({ name: 'apiKey', value: '…' }: payment and shipping handlers) is named by its `name`.
    const named = (value as { name?: unknown }).name;
    const secretArgument = typeof named === 'string' && SECRET_NAME.test(named);
    for (const [key, v] of Object.entries(value)) {
        if (secretArgument && key === 'value') {
            out[key] = v == null ? v : '[redacted]';
            continue;
        }
        if (SECRET_KEY.test(key)) out[key] = Array.isArray(v) ? `[redacted: ${v.length} items]` : v == null ? v : '[redacted]';
        else out[key] = redactValue(v, depth + 1);
    }
    return out;
}

/** The arguments as JSON with secrets replaced by "[redacted]", long strings and lists shortened, at most MAX_SUMMARY characters. */
export function auditSummary(args: Record<string, unknown>): string {
    const json = JSON.stringify(redactValue(args ?? {}, 0)) ?? '{}';
    return json.length > MAX_SUMMARY ? `${json.slice(0, MAX_SUMMARY - 1)}…` : json;
}

const VERBS =
    /^(create|update|delete|save|add|remove|assign|set|settle|cancel|transition|ship|upload|resume|move|duplicate|import|refund|modify|complete|send|publish)/;

/** Whether a mutation's answer is a refusal (an ErrorResult, or a DeletionResponse that deleted nothing): refused changes leave no entry. */
export function isRefusal(result: unknown): boolean {
    if (!result || typeof result !== 'object') return false;
    const r = result as {
        errorCode?: unknown;
        message?: unknown;
        result?: unknown;
    };
    if (typeof r.errorCode === 'string' && typeof r.message === 'string') return true;
    return r.result === 'NOT_DELETED';
}

/** The entity an operation changed: the answer's class and id when it is one entity, else the arguments' id. */
export function auditTarget(operation: string, args: Record<string, unknown>, result: unknown): { entityType: string | null; entityId: string | null } {
    const fromName = () => {
        const rest = operation.replace(VERBS, '');
        return rest && rest !== operation ? rest.charAt(0).toUpperCase() + rest.slice(1) : null;
    };
    if (result && typeof result === 'object' && !Array.isArray(result) && 'id' in result) {
        const name = (result as object).constructor?.name;
        const entityType = name && name !== 'Object' ? name : fromName();
        return { entityType, entityId: String((result as { id: unknown }).id) };
    }
    const input = args?.input;
    const id = args?.id ?? (input && typeof input === 'object' && !Array.isArray(input) ? (input as { id?: unknown }).id : undefined);
    if (id != null && (typeof id === 'string' || typeof id === 'number')) return { entityType: fromName(), entityId: String(id) };
    const named = Object.entries(args ?? {}).find(([key, v]) => key.endsWith('Id') && (typeof v === 'string' || typeof v === 'number'));
    if (named)
        return {
            entityType: named[0].charAt(0).toUpperCase() + named[0].slice(1, -2),
            entityId: String(named[1]),
        };
    return { entityType: fromName(), entityId: null };
}
