import { Inject, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AuthenticationStrategy, I18nService, NATIVE_AUTH_STRATEGY_NAME, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { addMessages } from '../../common/error-results';
import { SecurityShopResolver } from './api/security-shop.resolver';
import { shopApiExtensions } from './api/api-extensions';
import { AccountSafeGuestCheckoutStrategy } from './config/account-safe-guest-checkout-strategy';
import { guestOrderProcess } from './config/guest-order-process';
import { defaultPolicies } from './config/policies';
import { RateLimitedNativeAuthenticationStrategy } from './config/rate-limited-native-authentication-strategy';
import { deleteExpiredRateLimitsTask } from './config/security-tasks';
import { SessionOrderByCodeAccessStrategy } from './config/session-order-by-code-access-strategy';
import { SECURITY_PLUGIN_OPTIONS } from './constants';
import { GuestOrderSession } from './entities/guest-order-session.entity';
import { RateLimit } from './entities/rate-limit.entity';
import { errorMessages } from './errors';
import { GuestOrderService } from './services/guest-order.service';
import { RateLimitService } from './services/rate-limit.service';
import { SecurityPluginOptions } from './types';

/**
 * Who may try what how often, and who may read what (docs/security.md): per-account lockout
 * and per-address limits on sign-in (shop and admin), sign-up and password reset, kept in the
 * database so they hold across processes; a RateLimitService for other plugins (OTP, codes,
 * free entry); guest checkout and sign-up that do not reveal whether an email has an account;
 * orderByCode limited to the session that placed a guest order, without personal data.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [RateLimit, GuestOrderSession],
    providers: [{ provide: SECURITY_PLUGIN_OPTIONS, useFactory: () => SecurityPlugin.options }, RateLimitService, GuestOrderService],
    exports: [RateLimitService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [SecurityShopResolver],
    },
    configuration: config => {
        // Idempotent: scripts (migrations) run the configuration more than once on one config.
        const limited = (strategies: AuthenticationStrategy[] = []) =>
            strategies.map(s =>
                s.name === NATIVE_AUTH_STRATEGY_NAME && !(s instanceof RateLimitedNativeAuthenticationStrategy)
                    ? new RateLimitedNativeAuthenticationStrategy(() => SecurityPlugin.options.policies)
                    : s,
            );
        config.authOptions.shopAuthenticationStrategy = limited(config.authOptions.shopAuthenticationStrategy);
        config.authOptions.adminAuthenticationStrategy = limited(config.authOptions.adminAuthenticationStrategy);
        config.orderOptions.orderByCodeAccessStrategy = new SessionOrderByCodeAccessStrategy();
        config.orderOptions.guestCheckoutStrategy = new AccountSafeGuestCheckoutStrategy();
        config.orderOptions.process = appendOnce(config.orderOptions.process, [guestOrderProcess]);
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [deleteExpiredRateLimitsTask], t => t.id);
        return config;
    },
    compatibility: '^3.0.0',
})
export class SecurityPlugin implements OnApplicationBootstrap {
    static options: SecurityPluginOptions = { trustProxy: false, policies: defaultPolicies };

    constructor(
        private i18nService: I18nService,
        private httpAdapterHost: HttpAdapterHost,
        @Inject(SECURITY_PLUGIN_OPTIONS) private options: SecurityPluginOptions,
    ) {}

    /** `signInIpMax`: failed sign-ins per address per window (SIGN_IN_IP_LIMIT), a shortcut for `policies.signInIp.max`. */
    static init(
        options: { trustProxy?: SecurityPluginOptions['trustProxy']; signInIpMax?: number; policies?: Partial<SecurityPluginOptions['policies']> } = {},
    ) {
        const policies = { ...defaultPolicies, ...options.policies };
        if (options.signInIpMax) policies.signInIp = { ...policies.signInIp, max: options.signInIpMax };
        this.options = { trustProxy: options.trustProxy ?? false, policies };
        return SecurityPlugin;
    }

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
        // req.ip is then the client a trusted proxy reports; without it X-Forwarded-For is ignored.
        const app = this.httpAdapterHost?.httpAdapter?.getInstance?.();
        if (app && typeof app.set === 'function') app.set('trust proxy', this.options.trustProxy);
    }
}
