import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
    MutationRegisterCustomerAccountArgs,
    MutationRequestPasswordResetArgs,
    MutationResetPasswordArgs,
    Permission,
    QueryOrderByCodeArgs,
} from '@vendure/common/lib/generated-shop-types';
import { unique } from '@vendure/common/lib/unique';
import {
    Allow,
    AuthService,
    ConfigService,
    Ctx,
    CustomerService,
    extractSessionToken,
    ForbiddenError,
    isGraphQlErrorResult,
    LogLevel,
    NativeAuthenticationMethod,
    NATIVE_AUTH_STRATEGY_NAME,
    Order,
    OrderService,
    PasswordCipher,
    Payment,
    RelationPaths,
    Relations,
    RequestContext,
    Session,
    setSessionToken,
    Transaction,
    TransactionalConnection,
    UserService,
} from '@vendure/core';
import { MissingPasswordError, PasswordValidationError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { normalizeEmailAddress } from '@vendure/core/dist/common/utils';
import { getUserChannelsPermissions } from '@vendure/core/dist/service/helpers/utils/get-user-channels-permissions';
import type { Request, Response } from 'express';

import { SECURITY_PLUGIN_OPTIONS } from '../constants';
import { TooManyAttemptsError } from '../errors';
import { clientAddress } from '../services/client-ip';
import { GuestOrderService } from '../services/guest-order.service';
import { RateLimitService } from '../services/rate-limit.service';
import { SecurityPluginOptions } from '../types';

/**
 * Overrides (a plugin resolver of the same name replaces the built-in one) of Vendure's
 * shop-API sign-up, password reset, logout and orderByCode: the same behaviour, with the
 * limits in front, answers that do not depend on whether an account exists, and what a
 * guest may read of an order. Sign-in itself is limited in the authentication strategy.
 */
@Resolver()
export class SecurityShopResolver {
    constructor(
        @Inject(SECURITY_PLUGIN_OPTIONS) private options: SecurityPluginOptions,
        private limits: RateLimitService,
        private guestOrders: GuestOrderService,
        private customerService: CustomerService,
        private userService: UserService,
        private authService: AuthService,
        private orderService: OrderService,
        private configService: ConfigService,
        private passwordCipher: PasswordCipher,
        private connection: TransactionalConnection,
    ) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    async registerCustomerAccount(@Ctx() ctx: RequestContext, @Args() args: MutationRegisterCustomerAccountArgs) {
        const { input } = args;
        const policies = this.options.policies;
        const refused = await this.limits.consumeAll([
            [policies.signUpIp, clientAddress(ctx.req)],
            [policies.signUpEmail, normalizeEmailAddress(input.emailAddress)],
        ]);
        if (refused) return new TooManyAttemptsError(refused.retryAfterSeconds);
        if (!this.configService.authOptions.requireVerification && !input.password) return new MissingPasswordError();
        // Checked here for every email: Vendure checks it only when it creates the account, so
        // a weak password told a known email (Success) from a new one (PasswordValidationError).
        if (input.password) {
            const valid = await this.configService.authOptions.passwordValidationStrategy.validate(ctx, input.password);
            if (valid !== true) return new PasswordValidationError({ validationErrorMessage: typeof valid === 'string' ? valid : 'Password is invalid' });
        }
        // A new account costs one password hash; an email that already has a native
        // credential costs none in Vendure (4 ms against 225 ms). Do the same work for it.
        const existing = await this.userService.getUserByEmailAddress(ctx, input.emailAddress);
        if (input.password && existing?.getNativeAuthenticationMethod(false)) await this.passwordCipher.hash(input.password);
        const result = await this.customerService.registerCustomerAccount(ctx, input);
        // A conflict is answered as a success, as Vendure does: no enumeration.
        if (isGraphQlErrorResult(result) && result.errorCode !== 'EMAIL_ADDRESS_CONFLICT_ERROR') return result;
        return { success: true };
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    async requestPasswordReset(@Ctx() ctx: RequestContext, @Args() args: MutationRequestPasswordResetArgs) {
        const policies = this.options.policies;
        const refused = await this.limits.consumeAll([
            [policies.passwordResetRequestIp, clientAddress(ctx.req)],
            [policies.passwordResetRequestEmail, normalizeEmailAddress(args.emailAddress)],
        ]);
        if (refused) return new TooManyAttemptsError(refused.retryAfterSeconds);
        await this.customerService.requestPasswordReset(ctx, args.emailAddress);
        return { success: true };
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    async resetPassword(@Ctx() ctx: RequestContext, @Args() args: MutationResetPasswordArgs, @Context('req') req: Request, @Context('res') res: Response) {
        const policies = this.options.policies;
        const refused = await this.limits.consume(policies.passwordResetIp, clientAddress(ctx.req));
        if (!refused.allowed) return new TooManyAttemptsError(refused.retryAfterSeconds);
        // A stored reset token proves the mailbox: lift the account's lockout, as a successful
        // sign-in does.
        const method = args.token
            ? await this.connection
                  .getRepository(ctx, NativeAuthenticationMethod)
                  .findOne({ where: { passwordResetToken: args.token }, select: ['id', 'identifier'] })
            : null;
        if (method) await this.limits.reset(policies.signInAccount, normalizeEmailAddress(method.identifier));
        const user = await this.customerService.resetPassword(ctx, args.token, args.password);
        if (isGraphQlErrorResult(user)) return user;
        // Signed in without a password check, which a lockout would refuse.
        const session = await this.authService.createAuthenticatedSessionForUser(ctx, user, NATIVE_AUTH_STRATEGY_NAME);
        if (isGraphQlErrorResult(session)) return session;
        setSessionToken({ req, res, authOptions: this.configService.authOptions, rememberMe: false, sessionToken: session.token });
        return { id: session.user.id, identifier: session.user.identifier, channels: getUserChannelsPermissions(session.user) };
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    async logout(@Ctx() ctx: RequestContext, @Context('req') req: Request, @Context('res') res: Response) {
        // A guest session that signs out can no longer read the orders it placed.
        if (!ctx.activeUserId && ctx.session) await this.guestOrders.forgetSession(ctx, ctx.session.id);
        const { tokenMethod, apiKeyHeaderKey } = this.configService.authOptions;
        const extraction = extractSessionToken(req, tokenMethod, apiKeyHeaderKey);
        if (!extraction?.token || extraction.method === 'api-key') return { success: false };
        if (ctx.activeUserId) {
            await this.authService.destroyAuthenticatedSession(ctx, extraction.token);
        } else {
            // A guest's anonymous session ends too (issue 30 #10): its token no longer reaches its cart.
            await this.connection.getRepository(ctx, Session).delete({ token: extraction.token });
            await this.configService.authOptions.sessionCacheStrategy.delete(extraction.token);
        }
        setSessionToken({ req, res, authOptions: this.configService.authOptions, rememberMe: false, sessionToken: '' });
        return { success: true };
    }

    @Query()
    @Allow(Permission.Owner)
    async orderByCode(
        @Ctx() ctx: RequestContext,
        @Args() args: QueryOrderByCodeArgs,
        @Relations({ entity: Order, omit: ['aggregateOrder', 'sellerOrders'] }) relations: RelationPaths<Order>,
    ) {
        if (!ctx.authorizedAsOwnerOnly) return undefined;
        const order = await this.orderService.findOneByCode(ctx, args.code, unique([...relations, 'customer', 'customer.user']));
        if (order && (await this.configService.orderOptions.orderByCodeAccessStrategy.canAccessOrder(ctx, order))) {
            return ctx.activeUserId ? order : this.confirmationView(ctx, order);
        }
        // The same answer whether or not the code exists: codes cannot be enumerated.
        throw new ForbiddenError(LogLevel.Verbose);
    }

    /**
     * What a guest sees of an order by code: what an order confirmation page shows (lines,
     * totals, state, shipping method), without the buyer's contact details or addresses and
     * without payment transaction ids, metadata, gateway messages or refunds.
     */
    private async confirmationView(ctx: RequestContext, order: Order): Promise<Order> {
        const payments = order.payments ?? (await this.orderService.getOrderPayments(ctx, order.id));
        return copyOf(order, {
            customer: undefined,
            customerId: undefined,
            shippingAddress: {},
            billingAddress: {},
            payments: payments.map(p => copyOf(p, { transactionId: null as unknown as string, errorMessage: undefined, metadata: {}, refunds: [] })),
        });
    }
}

/** A copy of an entity (same class, so its resolvers still apply) with some fields replaced. */
function copyOf<T extends Order | Payment>(entity: T, changes: Partial<T>): T {
    // Own properties only (computed fields such as Order.discounts are getters on the prototype).
    const copy = Object.create(Object.getPrototypeOf(entity), Object.getOwnPropertyDescriptors(entity));
    for (const [name, value] of Object.entries(changes)) Object.defineProperty(copy, name, { value, writable: true, enumerable: true, configurable: true });
    return copy;
}
