import { Injector, Logger, TransactionalConnection } from '@vendure/core';

import { loggerCtx } from '../constants';
import { SmsMessage } from '../entities/sms-message.entity';

/** Sends one text to one E.164 number; throws when it could not be handed over. */
export interface SmsProvider {
    readonly name: string;
    init?(injector: Injector): void | Promise<void>;
    send(to: string, text: string): Promise<void>;
}

/** The embedded default: texts are stored in `sms_outbox` and logged, nothing leaves the server. */
export class OutboxSmsProvider implements SmsProvider {
    readonly name = 'outbox';
    private connection: TransactionalConnection;

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
    }

    async send(to: string, text: string): Promise<void> {
        await this.connection.rawConnection.getRepository(SmsMessage).insert({ phone: to, text });
        Logger.info(`SMS outbox → ${to}: ${text}`, loggerCtx);
    }
}

export interface HttpSmsGatewayOptions {
    url: string;
    /** Sent as HTTP Basic credentials when both are set. */
    username?: string;
    password?: string;
    /** Sent as `Authorization: Bearer …` when set (instead of Basic). */
    token?: string;
    /** The JSON body; `{to}` and `{text}` are replaced by JSON-escaped values. */
    bodyTemplate: string;
    timeoutMs?: number;
}

/**
 * An HTTP SMS gateway: one POST per text, the body built from a template so that most gateways
 * fit without code. Anything but a 2xx answer is a failure (the code is then not kept).
 */
export class HttpSmsGateway implements SmsProvider {
    readonly name = 'http';

    constructor(private options: HttpSmsGatewayOptions) {}

    async send(to: string, text: string): Promise<void> {
        const escape = (v: string) => JSON.stringify(v).slice(1, -1);
        const body = this.options.bodyTemplate.replace(/\{to\}/g, escape(to)).replace(/\{text\}/g, escape(text));
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
        else if (this.options.username && this.options.password) {
            headers.authorization = `Basic ${Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64')}`;
        }
        const response = await fetch(this.options.url, {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    }
}
