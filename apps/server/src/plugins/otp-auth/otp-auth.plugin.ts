import { Inject, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    AuthenticationStrategy,
    DefaultPasswordValidationStrategy,
    I18nService,
    Injector,
    Logger,
    NATIVE_AUTH_STRATEGY_NAME,
    PluginCommonModule,
    VendurePlugin,
} from '@vendure/core';

import { SecurityPlugin } from '../security';
import { CustomerAccountEntityResolver, OtpAuthShopResolver } from './api/otp-auth-shop.resolver';
import { shopApiExtensions } from './api/api-extensions';
import { SmsOutboxController } from './api/sms-outbox.controller';
import { AccountIdentifierAuthenticationStrategy } from './config/account-identifier-authentication-strategy';
import { customerCustomFields } from './config/custom-fields';
import { deleteExpiredOtpCodesTask } from './config/otp-auth-tasks';
import { defaultOtpPolicies } from './config/policies';
import { OutboxSmsProvider } from './config/sms-provider';
import { DEFAULT_SMS_TEXT, loggerCtx, OTP_AUTH_PLUGIN_OPTIONS } from './constants';
import { AltchaSolution } from './entities/altcha-solution.entity';
import { OtpCode } from './entities/otp-code.entity';
import { SmsMessage } from './entities/sms-message.entity';
import { errorMessages } from './errors';
import { AccountService } from './services/account.service';
import { BotCheckService } from './services/bot-check.service';
import { OtpService } from './services/otp.service';
import { OtpAuthPluginOptions } from './types';

/** docs/accounts.md#passwords: 8 to 64 characters, at least one letter and one digit. */
const passwordRules = new DefaultPasswordValidationStrategy({ minLength: 8, maxLength: 64, regexp: /^(?=.*\p{L})(?=.*\d)/u });

/**
 * Accounts for shoppers (docs/accounts.md): sign-up on a phone verified by an SMS code, sign-in
 * by username, email or phone, password reset and phone change by code, profile fields
 * (display name, language, NRIC number, avatar), account deletion. Codes go out through an
 * SMS provider chosen by configuration (the embedded outbox, or an HTTP gateway). Limits use
 * the security plugin's RateLimitService; register this plugin after the security plugin.
 */
@VendurePlugin({
    imports: [PluginCommonModule, SecurityPlugin],
    entities: [OtpCode, SmsMessage, AltchaSolution],
    providers: [{ provide: OTP_AUTH_PLUGIN_OPTIONS, useFactory: () => OtpAuthPlugin.options }, OtpService, AccountService, BotCheckService],
    controllers: [SmsOutboxController],
    // The codes plugin's free-entry form asks the same bot check as sign-up.
    exports: [BotCheckService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [OtpAuthShopResolver, CustomerAccountEntityResolver],
    },
    configuration: config => {
        // Idempotent: scripts (migrations) run the configuration more than once on one config.
        const ownFields = new Set((customerCustomFields ?? []).map(f => f.name));
        config.customFields.Customer = [...(config.customFields.Customer ?? []).filter(f => !ownFields.has(f.name)), ...(customerCustomFields ?? [])];
        const byAccountName = (strategies: AuthenticationStrategy[] = []) =>
            strategies.map(s =>
                s.name === NATIVE_AUTH_STRATEGY_NAME && !(s instanceof AccountIdentifierAuthenticationStrategy)
                    ? new AccountIdentifierAuthenticationStrategy(s)
                    : s,
            );
        config.authOptions.shopAuthenticationStrategy = byAccountName(config.authOptions.shopAuthenticationStrategy);
        config.authOptions.passwordValidationStrategy = passwordRules;
        config.schedulerOptions.tasks = [
            ...(config.schedulerOptions.tasks ?? []).filter(t => t.id !== deleteExpiredOtpCodesTask.id),
            deleteExpiredOtpCodesTask,
        ];
        return config;
    },
    compatibility: '^3.0.0',
})
export class OtpAuthPlugin implements OnApplicationBootstrap {
    static options: OtpAuthPluginOptions = {
        sms: new OutboxSmsProvider(),
        devTools: false,
        smsText: DEFAULT_SMS_TEXT,
        policies: defaultOtpPolicies,
    };

    constructor(
        private i18nService: I18nService,
        private moduleRef: ModuleRef,
        @Inject(OTP_AUTH_PLUGIN_OPTIONS) private options: OtpAuthPluginOptions,
    ) {}

    static init(options: Partial<Omit<OtpAuthPluginOptions, 'policies'>> & { policies?: Partial<OtpAuthPluginOptions['policies']> } = {}) {
        this.options = {
            ...OtpAuthPlugin.options,
            ...options,
            policies: { ...defaultOtpPolicies, ...options.policies },
        } as OtpAuthPluginOptions;
        return OtpAuthPlugin;
    }

    async onApplicationBootstrap() {
        for (const [lang, resources] of Object.entries(errorMessages)) this.i18nService.addTranslation(lang, resources);
        await this.options.sms.init?.(new Injector(this.moduleRef));
        if (!this.options.altcha) Logger.warn('ALTCHA is off: sign-up, code requests and password reset have no bot check', loggerCtx);
        Logger.info(`SMS provider: ${this.options.sms.name}${this.options.devTools ? ' (dev tools on: GET /dev/sms-outbox)' : ''}`, loggerCtx);
        // Without dev tools the outbox is only the log: nobody receives a code (docs/accounts.md#sms).
        if (this.options.sms.name === 'outbox' && !this.options.devTools) {
            Logger.warn('SMS_PROVIDER is outbox: codes are only logged, no SMS leaves the server', loggerCtx);
        }
    }
}
