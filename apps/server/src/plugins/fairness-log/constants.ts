export const loggerCtx = 'FairnessLogPlugin';
export const FAIRNESS_LOG_PLUGIN_OPTIONS = Symbol('FAIRNESS_LOG_PLUGIN_OPTIONS');

/** What is logged: a draw's commitment, random word and result; a box opening's result. */
export const LOG_ENTRY_KINDS = ['draw.commitment', 'draw.randomness', 'draw.result', 'box.result'] as const;
export type LogEntryKind = (typeof LOG_ENTRY_KINDS)[number];

/** Largest page of GET /fairness-log/entries. */
export const LOG_MAX_ENTRIES = 100;

/** Tries an append makes when parallel appends keep taking the next position first. */
export const APPEND_ATTEMPTS = 50;
