import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import {
    fromHex,
    logConsistencyProof,
    logEntryBody,
    type LogHashCache,
    logInclusionProof,
    logLeafHash,
    logPublicKey,
    logRoot,
    type SignedTreeHead,
    signTreeHead,
    toHex,
} from '@tuah/fairness';
import { MoreThanOrEqual } from 'typeorm';

import { runStatement } from '../../../common/sql';
import { APPEND_ATTEMPTS, FAIRNESS_LOG_PLUGIN_OPTIONS, LOG_MAX_ENTRIES, LogEntryKind, loggerCtx } from '../constants';
import { FairnessLogEntry } from '../entities/fairness-log-entry.entity';
import { FairnessLogPluginOptions } from '../types';

/** A request for a range or proof the log cannot answer (the controller's 400). */
export class LogRangeError extends Error {}

/** An entry as the log publishes it. */
export interface PublishedLogEntry {
    index: number;
    kind: string;
    subject: string;
    body: string;
    leafHash: string;
}

export type LogEntryData = Record<string, string | number | boolean | null>;

function isUniqueViolation(err: unknown): boolean {
    const e = err as { code?: string; driverError?: { code?: string } };
    const code = String(e?.driverError?.code ?? e?.code ?? '');
    return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
}

function published(row: FairnessLogEntry): PublishedLogEntry {
    return { index: row.position, kind: row.kind, subject: row.subject, body: row.body, leafHash: row.leafHash };
}

/**
 * The public, append-only fairness log (docs/fairness.md#the-fairness-log): every draw's
 * commitment, random word and result and every box opening's result, once each, in one RFC 6962
 * Merkle tree with Ed25519-signed tree heads, inclusion and consistency proofs.
 */
@Injectable()
export class FairnessLogService implements OnApplicationBootstrap {
    /** Leaf hashes of positions 0..n-1 as read: rows never change (database triggers), so they are read once. */
    private leaves: Uint8Array[] = [];
    /** Complete subtrees' hashes, which never change either: a head or proof then hashes only the log's right edge. */
    private subtrees: LogHashCache = new Map();
    private secretKeyHex?: string;

    constructor(
        private connection: TransactionalConnection,
        @Inject(FAIRNESS_LOG_PLUGIN_OPTIONS) private options: FairnessLogPluginOptions,
    ) {}

    /** The key is made (or read) at start, not at the first head: a backup taken before anyone asked for a head still holds it. */
    onApplicationBootstrap() {
        this.secretKey();
    }

    private secretKey(): string {
        return (this.secretKeyHex ??= toHex(this.options.secretKey()));
    }

    publicKey(): string {
        return logPublicKey(this.secretKey());
    }

    /**
     * Logs a fact once: the first append of a subject and kind takes the next position, any later
     * one returns that entry's position and writes nothing. The position is taken by one
     * INSERT … SELECT MAX + 1 on its own (autocommit on PostgreSQL), which the unique index on the
     * position refuses for an append that lost a race: that one tries again at the next place.
     * Call it once the fact is committed (the log states facts, it cannot take one back).
     */
    async append(kind: LogEntryKind, subject: string, data: LogEntryData): Promise<number> {
        const existing = await this.find(subject, kind);
        if (existing) return existing.position;
        const body = logEntryBody({ kind, subject, loggedAt: new Date().toISOString(), data });
        const leafHash = toHex(logLeafHash(body));
        for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
            try {
                // SQLite needs the WHERE to read ON CONFLICT as the upsert clause, not a join constraint.
                await runStatement(
                    this.connection,
                    `INSERT INTO "fairness_log_entry" ("position", "kind", "subject", "body", "leafHash")
                     SELECT COALESCE(MAX("position"), -1) + 1, :kind, :subject, :body, :leafHash FROM "fairness_log_entry" WHERE true
                     ON CONFLICT ("subject", "kind") DO NOTHING`,
                    { kind, subject, body, leafHash },
                );
            } catch (err) {
                // Another append took this position first: take the next one.
                if (isUniqueViolation(err)) continue;
                throw err;
            }
            const row = await this.find(subject, kind);
            if (row) {
                Logger.verbose(`Logged ${kind} of ${subject} at ${row.position}`, loggerCtx);
                return row.position;
            }
        }
        throw new Error(`Could not append ${kind} of ${subject} to the fairness log after ${APPEND_ATTEMPTS} tries`);
    }

    private find(subject: string, kind: string): Promise<FairnessLogEntry | null> {
        return this.connection.rawConnection.getRepository(FairnessLogEntry).findOne({ where: { subject, kind } });
    }

    /** A subject's entries (`draw:<sId>`, `box:<code>`), in log order; the proof pages check their inclusion. */
    async entriesOf(ctx: RequestContext, subject: string): Promise<PublishedLogEntry[]> {
        const rows = await this.connection.getRepository(ctx, FairnessLogEntry).find({ where: { subject }, order: { position: 'ASC' } });
        return rows.map(published);
    }

    /** Every leaf hash in position order, reading only rows not read before. */
    private async leafHashes(): Promise<Uint8Array[]> {
        await this.forgetLeavesTheDatabaseLost();
        const rows = await this.connection.rawConnection.getRepository(FairnessLogEntry).find({
            where: { position: MoreThanOrEqual(this.leaves.length) },
            order: { position: 'ASC' },
            select: { position: true, leafHash: true },
        });
        for (const row of rows) {
            // Two reads at once may both bring the same rows; a position is taken only in order.
            if (row.position < this.leaves.length) continue;
            if (row.position > this.leaves.length) break;
            this.leaves.push(fromHex(row.leafHash));
        }
        return this.leaves;
    }

    /**
     * On SQLite a process has one connection, so an append can run inside another request's open
     * transaction and vanish with its rollback after a head was read: then the last leaf read is
     * gone (or another entry took its place), and every later one went with it. The cache starts
     * again from the database rather than sign a head over an entry nobody can fetch. On
     * PostgreSQL an append commits on its own, so this never finds anything.
     */
    private async forgetLeavesTheDatabaseLost() {
        const last = this.leaves.length - 1;
        if (last < 0) return;
        const row = await this.connection.rawConnection
            .getRepository(FairnessLogEntry)
            .findOne({ where: { position: last }, select: { position: true, leafHash: true } });
        if (row && row.leafHash === toHex(this.leaves[last]!)) return;
        Logger.warn(`The fairness log's entry ${last} is no longer in the database (a rolled-back append); reading the log again`, loggerCtx);
        this.leaves = [];
        this.subtrees = new Map();
    }

    /** The latest tree head, signed now. */
    async head(): Promise<SignedTreeHead & { publicKey: string }> {
        const leaves = await this.leafHashes();
        const head = signTreeHead(this.secretKey(), {
            treeSize: leaves.length,
            timestamp: Date.now(),
            rootHash: toHex(logRoot(leaves, leaves.length, this.subtrees)),
        });
        return { ...head, publicKey: this.publicKey() };
    }

    /** Entries [start, end), at most LOG_MAX_ENTRIES of them and none past the log's end. */
    async entries(start: number, end: number): Promise<{ start: number; entries: PublishedLogEntry[] }> {
        if (end <= start) throw new LogRangeError('end must be greater than start');
        const size = (await this.leafHashes()).length;
        if (start >= size) throw new LogRangeError(`start must be below the log size (${size})`);
        const last = Math.min(end, start + LOG_MAX_ENTRIES, size);
        const rows = await this.connection.rawConnection.getRepository(FairnessLogEntry).find({
            where: { position: MoreThanOrEqual(start) },
            order: { position: 'ASC' },
            take: last - start,
        });
        return { start, entries: rows.map(published) };
    }

    /** The audit path of entry `index` in the tree of the first `treeSize` entries. */
    async inclusionProof(index: number, treeSize: number): Promise<{ index: number; treeSize: number; leafHash: string; auditPath: string[] }> {
        const leaves = await this.leafHashes();
        if (treeSize > leaves.length) throw new LogRangeError(`size must be at most the log size (${leaves.length})`);
        if (index >= treeSize) throw new LogRangeError('index must be below size');
        return { index, treeSize, leafHash: toHex(leaves[index]!), auditPath: logInclusionProof(leaves, index, treeSize, this.subtrees).map(toHex) };
    }

    /** Proof that the tree of `first` entries is a prefix of the tree of `second`. */
    async consistencyProof(first: number, second: number): Promise<{ first: number; second: number; consistency: string[] }> {
        const leaves = await this.leafHashes();
        if (second > leaves.length) throw new LogRangeError(`second must be at most the log size (${leaves.length})`);
        if (first > second) throw new LogRangeError('first must be at most second');
        return { first, second, consistency: logConsistencyProof(leaves, first, second, this.subtrees).map(toHex) };
    }
}
