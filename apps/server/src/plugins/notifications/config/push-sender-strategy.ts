import fs from 'node:fs';

import { InjectableStrategy, Logger } from '@vendure/core';
import type { ServiceAccount } from 'firebase-admin/app';

import { loggerCtx } from '../constants';

/** One push to one device, already in the customer's language. `data` values are strings (FCM's rule). */
export interface PushMessage {
    token: string;
    title: string;
    body: string;
    imageUrl?: string | null;
    data: Record<string, string>;
}

/** SENT; STALE: the token no longer reaches a device (drop it); FAILED: try another time, keep the token. */
export type PushOutcome = 'SENT' | 'STALE' | 'FAILED';

/**
 * Where push notifications go (like Vendure's strategies): chosen by configuration
 * (PUSH_PROVIDER). In-app notifications are stored whatever the sender.
 */
export interface PushSender extends InjectableStrategy {
    /** False: nothing leaves the server (no jobs are queued). */
    readonly enabled: boolean;
    send(message: PushMessage): Promise<PushOutcome>;
}

/** In-app only: notifications are stored and read in the app; nothing is pushed. */
export class InAppOnlyPushSender implements PushSender {
    readonly enabled = false;
    async send(message: PushMessage): Promise<PushOutcome> {
        Logger.debug(`Push not configured: "${message.title}" stays in-app`, loggerCtx);
        return 'SENT';
    }
}

export interface FcmPushSenderOptions {
    /** A service account key: the path of its JSON file, or the JSON itself (FCM_SERVICE_ACCOUNT). */
    serviceAccount?: string;
    /** Defaults to the service account's project_id. */
    projectId?: string;
    /** The FCM HTTP v1 host (FCM_URL): Google's by default, a local fake in tests. */
    baseUrl?: string;
    /** A fixed bearer token instead of one minted from the service account (a local fake or emulator only). */
    accessToken?: string;
    /** Per request; a push that takes longer is FAILED (and not retried). */
    timeoutMs?: number;
}

/** FCM's answers that mean the token no longer reaches an app install. */
const STALE_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT', 'NOT_FOUND', 'SENDER_ID_MISMATCH']);

/**
 * Firebase Cloud Messaging through its HTTP v1 API (`POST /v1/projects/{project}/messages:send`).
 * firebase-admin mints the OAuth access token from the service account (and refreshes it); the
 * request itself is sent here because firebase-admin's messaging client has Google's host built
 * in (`fcm.googleapis.com`, https only) and could not be pointed at the local fake the tests use.
 */
export class FcmPushSender implements PushSender {
    readonly enabled = true;
    private readonly baseUrl: string;
    private readonly projectId: string;
    private credential?: { getAccessToken(): Promise<{ access_token: string; expires_in: number }> };
    private token?: { value: string; expiresAt: number };

    constructor(private options: FcmPushSenderOptions) {
        this.baseUrl = (options.baseUrl ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
        const account = options.serviceAccount ? readServiceAccount(options.serviceAccount) : undefined;
        const projectId = options.projectId ?? (account?.project_id as string | undefined);
        if (!projectId) throw new Error('FCM needs a project id: FCM_PROJECT_ID or a service account with project_id');
        if (!account && !options.accessToken) throw new Error('FCM needs FCM_SERVICE_ACCOUNT (or, for a local fake, FCM_ACCESS_TOKEN)');
        this.projectId = projectId;
        if (account && !options.accessToken) {
            // Loaded only when FCM is configured: the in-app-only shop never needs firebase-admin.
            const { cert } = require('firebase-admin/app') as typeof import('firebase-admin/app');
            // The service account file as Google issues it (snake_case keys), which cert() reads as well.
            this.credential = cert(account as ServiceAccount);
        }
    }

    async send(message: PushMessage): Promise<PushOutcome> {
        const url = `${this.baseUrl}/v1/projects/${encodeURIComponent(this.projectId)}/messages:send`;
        const body = {
            message: {
                token: message.token,
                notification: { title: message.title, body: message.body, ...(message.imageUrl ? { image: message.imageUrl } : {}) },
                data: message.data,
                android: { priority: 'HIGH' },
            },
        };
        let response: Response;
        try {
            response = await fetch(url, {
                method: 'POST',
                headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
                body: JSON.stringify(body),
                signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
            });
        } catch (err) {
            Logger.warn(`FCM unreachable: ${(err as Error).message}`, loggerCtx);
            return 'FAILED';
        }
        if (response.ok) return 'SENT';
        const answer = (await response.json().catch(() => ({}))) as { error?: { status?: string; details?: Array<{ errorCode?: string }> } };
        const codes = [answer.error?.status, ...(answer.error?.details ?? []).map(d => d.errorCode)].filter(Boolean) as string[];
        if (response.status === 404 || codes.some(code => STALE_CODES.has(code))) return 'STALE';
        Logger.warn(`FCM refused a push (${response.status} ${codes.join(' ')})`, loggerCtx);
        return 'FAILED';
    }

    private async accessToken(): Promise<string> {
        if (this.options.accessToken) return this.options.accessToken;
        if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
        const minted = await this.credential!.getAccessToken();
        this.token = { value: minted.access_token, expiresAt: Date.now() + minted.expires_in * 1000 };
        return this.token.value;
    }
}

/** The service account key: FCM_SERVICE_ACCOUNT holds its JSON, or the path of its file. */
function readServiceAccount(value: string): Record<string, unknown> {
    const text = value.trim().startsWith('{') ? value : fs.readFileSync(value, 'utf8');
    try {
        return JSON.parse(text);
    } catch {
        throw new Error('FCM_SERVICE_ACCOUNT is neither a service account JSON nor the path of one');
    }
}
