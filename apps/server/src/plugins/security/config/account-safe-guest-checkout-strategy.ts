import { ChannelService, Customer, CustomerService, GuestCheckoutStrategy, Injector, Order, RequestContext, TransactionalConnection } from '@vendure/core';
import { CreateCustomerInput } from '@vendure/common/lib/generated-shop-types';
import { AlreadyLoggedInError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { normalizeEmailAddress } from '@vendure/core/dist/common/utils';
import { patchEntity } from '@vendure/core/dist/service/helpers/utils/patch-entity';
import { IsNull } from 'typeorm';

/**
 * Guest checkout that never tells whether an email has an account. Vendure's default answers
 * EmailAddressConflictError for a registered email (an enumeration oracle); its
 * `allowGuestCheckoutForRegisteredCustomers` instead overwrites the account holder's name and
 * phone with whatever the guest typed and shows the guest that account.
 *
 * Here a registered email gets a guest customer of its own (same email, no account): the
 * guest sees exactly what they typed, the account is neither changed nor shown, and the order
 * stays a guest order (not in the account's history). Any other email behaves as in Vendure.
 */
export class AccountSafeGuestCheckoutStrategy implements GuestCheckoutStrategy {
    private connection: TransactionalConnection;
    private customers: CustomerService;
    private channels: ChannelService;

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        this.customers = injector.get(CustomerService);
        this.channels = injector.get(ChannelService);
    }

    async setCustomerForOrder(ctx: RequestContext, _order: Order, input: CreateCustomerInput) {
        if (ctx.activeUserId) return new AlreadyLoggedInError();
        const emailAddress = normalizeEmailAddress(input.emailAddress);
        const repo = this.connection.getRepository(ctx, Customer);
        const sameEmail = await repo.find({ where: { emailAddress, deletedAt: IsNull() }, relations: ['user', 'channels'] });
        if (!sameEmail.some(c => c.user)) {
            // No account has this email: Vendure's own path (creates or updates the guest customer).
            return this.customers.createOrUpdate(ctx, { ...input, emailAddress }, true);
        }
        const guest = sameEmail.find(c => !c.user);
        if (guest) {
            patchEntity(guest, { ...input, emailAddress });
            return repo.save(guest);
        }
        const created = new Customer({ ...input, emailAddress } as Partial<Customer>);
        await this.channels.assignToCurrentChannel(created, ctx);
        return repo.save(created);
    }
}
