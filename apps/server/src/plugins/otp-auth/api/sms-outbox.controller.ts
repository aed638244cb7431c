import { Controller, Get, Inject, NotFoundException, Query } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';

import { OTP_AUTH_PLUGIN_OPTIONS } from '../constants';
import { SmsMessage } from '../entities/sms-message.entity';
import { normalisePhone } from '../services/phone';
import { OtpAuthPluginOptions } from '../types';

/**
 * `GET /dev/sms-outbox?phone=…`: the texts the outbox provider "sent" to a phone, newest
 * first, for tests and the storefront's dev tools. Only while dev tools are on (never in
 * production by default); otherwise it does not exist (404).
 */
@Controller('dev')
export class SmsOutboxController {
    constructor(
        @Inject(OTP_AUTH_PLUGIN_OPTIONS) private options: OtpAuthPluginOptions,
        private connection: TransactionalConnection,
    ) {}

    @Get('sms-outbox')
    async outbox(@Query('phone') phone: string) {
        if (!this.options.devTools) throw new NotFoundException();
        const normalised = normalisePhone(phone ?? '');
        if ('problem' in normalised) return { phone: null, messages: [] };
        const messages = await this.connection.rawConnection.getRepository(SmsMessage).find({
            where: { phone: normalised.phone },
            order: { id: 'DESC' },
            take: 20,
        });
        return {
            phone: normalised.phone,
            messages: messages.map(m => ({ text: m.text, createdAt: m.createdAt, code: /\b(\d{6})\b/.exec(m.text)?.[1] ?? null })),
        };
    }
}
