import { Injector, NativeAuthenticationStrategy, RequestContext, User } from '@vendure/core';
import { normalizeEmailAddress } from '@vendure/core/dist/common/utils';

import { TOO_MANY_ATTEMPTS } from '../constants';
import { clientAddress } from '../services/client-ip';
import { RateLimitService } from '../services/rate-limit.service';
import { SecurityPolicies } from '../types';

type NativeAuthenticationData = Parameters<NativeAuthenticationStrategy['authenticate']>[1];

/**
 * Vendure's username/password sign-in (same name, `native`, so `login`, `authenticate`,
 * shop and admin, all pass through it) with the per-account lockout and the per-address
 * limit in front.
 *
 * The attempt is counted before the password is checked (one atomic statement per limit), so
 * a burst of parallel guesses cannot all pass before the first failure is written; a right
 * password then clears the account's count and gives the address its attempt back (only
 * failures count against an address). Writing first also suits SQLite: the sign-in's
 * transaction takes the write lock before it reads, instead of reading, hashing, and then
 * finding its snapshot stale when it writes.
 *
 * The account key is the identifier as typed (normalised), whether or not an account has
 * it: a locked unknown address answers exactly like a locked real one, and the password
 * check runs Vendure's dummy hash for unknown accounts, so both take the same time.
 */
export class RateLimitedNativeAuthenticationStrategy extends NativeAuthenticationStrategy {
    private limits: RateLimitService;

    constructor(private policies: () => SecurityPolicies) {
        super();
    }

    async init(injector: Injector) {
        await super.init(injector);
        this.limits = injector.get(RateLimitService);
    }

    async authenticate(ctx: RequestContext, data: NativeAuthenticationData): Promise<User | false> {
        const policies = this.policies();
        const account = normalizeEmailAddress(String(data.username ?? ''));
        const address = clientAddress(ctx.req);
        // The address first: attempts from a refused address do not count against the account.
        const refused = await this.limits.consumeAll([
            [policies.signInIp, address],
            [policies.signInAccount, account],
        ]);
        // Vendure turns a string into InvalidCredentialsError { authenticationError }.
        if (refused) return TOO_MANY_ATTEMPTS as unknown as false;
        const user = await super.authenticate(ctx, data);
        if (user) {
            await this.limits.reset(policies.signInAccount, account);
            await this.limits.refund(policies.signInIp, address);
        }
        return user;
    }
}
