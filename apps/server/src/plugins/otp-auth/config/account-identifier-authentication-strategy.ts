import { AuthenticationStrategy, Injector, NativeAuthenticationStrategy, RequestContext, User } from '@vendure/core';

import { AccountService } from '../services/account.service';

type NativeAuthenticationData = Parameters<NativeAuthenticationStrategy['authenticate']>[1];

/**
 * Vendure's `native` sign-in (same name and input, so `login` and `authenticate` use it) that
 * also takes a username or a phone number: the typed name is turned into the account's user
 * identifier (its email) first, then the wrapped strategy (the security plugin's, with the
 * lockout and address limits) checks the password. The lockout therefore counts per account,
 * whichever name was typed.
 *
 * A subclass of NativeAuthenticationStrategy because Vendure asks the `native` strategy
 * itself to check passwords (`verifyUserPassword`, e.g. for deleteAcc and password changes).
 */
export class AccountIdentifierAuthenticationStrategy extends NativeAuthenticationStrategy {
    private accounts: AccountService;

    constructor(readonly inner: AuthenticationStrategy<NativeAuthenticationData>) {
        super();
    }

    async init(injector: Injector) {
        await super.init(injector);
        await this.inner.init?.(injector);
        this.accounts = injector.get(AccountService);
    }

    async destroy() {
        await this.inner.destroy?.();
    }

    async authenticate(ctx: RequestContext, data: NativeAuthenticationData): Promise<User | false> {
        const username = await this.accounts.identifierFor(ctx, data.username);
        return this.inner.authenticate(ctx, { ...data, username }) as Promise<User | false>;
    }
}
