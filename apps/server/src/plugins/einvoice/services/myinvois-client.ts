import { createHash } from 'node:crypto';

import { EInvoiceValidationError } from '../entities/einvoice-document.entity';

/** MyInvois could not be reached, or answered with a server error or a rate limit: try again later. */
export class MyInvoisUnavailable extends Error {}

export interface SubmitAnswer {
    submissionUid: string | null;
    accepted: Array<{ uuid: string; invoiceCodeNumber: string }>;
    rejected: Array<{ invoiceCodeNumber: string; errors: EInvoiceValidationError[] }>;
}

export interface DocumentSummary {
    uuid: string;
    internalId: string;
    longId: string | null;
    /** Submitted (still validating), Valid, Invalid, Cancelled. */
    status: string;
}

/** `sha256(document)` in hex, as MyInvois checks it against the base64 document. */
export function documentHash(document: string): string {
    return createHash('sha256').update(document, 'utf8').digest('hex');
}

/**
 * MyInvois's e-invoice API as a taxpayer system uses it (docs/einvoice.md): a client-credentials
 * token from its identity service, then submit, get submission, get document details, cancel and
 * TIN validation. The same client talks to the embedded simulator, which answers the same paths.
 */
export class MyInvoisClient {
    private token: { value: string; expiresAt: number } | undefined;
    private pendingToken: Promise<string> | undefined;

    constructor(private options: { apiUrl: string; clientId: string; clientSecret: string; timeoutMs?: number }) {}

    private async call(path: string, init: RequestInit = {}, authenticated = true): Promise<Response> {
        const headers = new Headers(init.headers);
        headers.set('accept', 'application/json');
        if (authenticated) headers.set('authorization', `Bearer ${await this.accessToken()}`);
        let response: Response;
        try {
            response = await fetch(`${this.options.apiUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000) });
        } catch (err) {
            throw new MyInvoisUnavailable(`MyInvois could not be reached: ${(err as Error).message}`);
        }
        if (response.status === 401 && authenticated) this.token = undefined;
        if (response.status >= 500 || response.status === 429 || response.status === 401) {
            throw new MyInvoisUnavailable(`MyInvois answered HTTP ${response.status} for ${init.method ?? 'GET'} ${path}`);
        }
        return response;
    }

    /** One token at a time, reused until a minute before it expires. */
    private async accessToken(): Promise<string> {
        if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
        this.pendingToken ??= (async () => {
            try {
                const response = await this.call(
                    '/connect/token',
                    {
                        method: 'POST',
                        headers: { 'content-type': 'application/x-www-form-urlencoded' },
                        body: new URLSearchParams({
                            client_id: this.options.clientId,
                            client_secret: this.options.clientSecret,
                            grant_type: 'client_credentials',
                            scope: 'InvoicingAPI',
                        }),
                    },
                    false,
                );
                if (!response.ok) throw new MyInvoisUnavailable(`MyInvois refused the shop's credentials (HTTP ${response.status})`);
                const body = (await response.json()) as { access_token: string; expires_in: number };
                this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
                return body.access_token;
            } finally {
                this.pendingToken = undefined;
            }
        })();
        return this.pendingToken;
    }

    /** POST /api/v1.0/documentsubmissions: one JSON document, base64, with its SHA-256 and codeNumber. */
    async submit(codeNumber: string, document: string): Promise<SubmitAnswer> {
        const response = await this.call('/api/v1.0/documentsubmissions', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
                documents: [{ format: 'JSON', documentHash: documentHash(document), codeNumber, document: Buffer.from(document, 'utf8').toString('base64') }],
            }),
        });
        const body = (await response.json().catch(() => ({}))) as {
            submissionUid?: string;
            acceptedDocuments?: Array<{ uuid: string; invoiceCodeNumber: string }>;
            rejectedDocuments?: Array<{
                invoiceCodeNumber: string;
                error?: { code?: string; message?: string; details?: Array<{ code?: string; message?: string }> };
            }>;
            error?: { code?: string; message?: string };
        };
        if (response.status !== 202) {
            // The whole submission refused (a malformed request, a duplicate submission): the document's error.
            return {
                submissionUid: null,
                accepted: [],
                rejected: [
                    {
                        invoiceCodeNumber: codeNumber,
                        errors: [{ code: body.error?.code ?? `HTTP${response.status}`, message: body.error?.message ?? 'Refused' }],
                    },
                ],
            };
        }
        return {
            submissionUid: body.submissionUid ?? null,
            accepted: body.acceptedDocuments ?? [],
            rejected: (body.rejectedDocuments ?? []).map(r => ({
                invoiceCodeNumber: r.invoiceCodeNumber,
                errors: r.error?.details?.length
                    ? r.error.details.map(d => ({ code: d.code ?? r.error?.code ?? 'ERROR', message: d.message ?? '' }))
                    : [{ code: r.error?.code ?? 'ERROR', message: r.error?.message ?? 'Rejected' }],
            })),
        };
    }

    /** GET /api/v1.0/documentsubmissions/{uid}: each document's status (Submitted while still validating). */
    async submission(submissionUid: string): Promise<DocumentSummary[]> {
        const response = await this.call(`/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?pageNo=1&pageSize=100`);
        if (!response.ok) throw new MyInvoisUnavailable(`MyInvois answered HTTP ${response.status} for submission ${submissionUid}`);
        const body = (await response.json()) as { documentSummary?: DocumentSummary[] };
        return body.documentSummary ?? [];
    }

    /** GET /api/v1.0/documents/{uuid}/details: an invalid document's validation errors. */
    async validationErrors(uuid: string): Promise<EInvoiceValidationError[]> {
        const response = await this.call(`/api/v1.0/documents/${encodeURIComponent(uuid)}/details`);
        if (!response.ok) return [];
        const body = (await response.json()) as {
            validationResults?: {
                validationSteps?: Array<{
                    name?: string;
                    status?: string;
                    error?: { errorCode?: string; error?: string; innerError?: Array<{ errorCode?: string; error?: string }> };
                }>;
            };
        };
        const errors: EInvoiceValidationError[] = [];
        for (const step of body.validationResults?.validationSteps ?? []) {
            if (step.status !== 'Invalid' || !step.error) continue;
            const inner = step.error.innerError?.length ? step.error.innerError : [step.error];
            for (const e of inner) errors.push({ code: e.errorCode ?? step.name ?? 'ERROR', message: e.error ?? '' });
        }
        return errors;
    }

    /** PUT /api/v1.0/documents/state/{uuid}/state: cancels a valid document (MyInvois allows it for 72 hours). */
    async cancel(uuid: string, reason: string): Promise<{ ok: true } | { ok: false; error: EInvoiceValidationError }> {
        const response = await this.call(`/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'cancelled', reason }),
        });
        if (response.ok) return { ok: true };
        const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
        return { ok: false, error: { code: body.error?.code ?? `HTTP${response.status}`, message: body.error?.message ?? 'Refused' } };
    }

    /** GET /api/v1.0/taxpayer/validate/{tin}?idType=…&idValue=…: 200 when the TIN and the id belong together, 404 when not. */
    async validateTin(tin: string, idType: string, idValue: string): Promise<boolean> {
        const response = await this.call(
            `/api/v1.0/taxpayer/validate/${encodeURIComponent(tin)}?idType=${encodeURIComponent(idType)}&idValue=${encodeURIComponent(idValue)}`,
        );
        if (response.ok) return true;
        if (response.status === 404 || response.status === 400) return false;
        throw new MyInvoisUnavailable(`MyInvois answered HTTP ${response.status} to a TIN validation`);
    }
}
