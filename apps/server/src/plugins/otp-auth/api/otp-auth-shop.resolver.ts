import { Inject } from '@nestjs/common';
import { Response } from 'express';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { MutationUpdateCustomerArgs, Permission } from '@vendure/common/lib/generated-shop-types';
import {
    Allow,
    AuthService,
    ConfigService,
    Ctx,
    Customer,
    CustomerService,
    ID,
    ForbiddenError,
    RequestContext,
    SessionService,
    setSessionToken,
    Transaction,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { EmailAddressConflictError, InvalidCredentialsError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { isEmailAddressLike, normalizeEmailAddress } from '@vendure/core/dist/common/utils';

import { displayName } from '../../campaign';
import { clientAddress, RateLimitService, SecurityPlugin, TooManyAttemptsError } from '../../security';
import { isValidBirthDate, nricContradicts } from '../../responsible-play';
import { DELETE_CONFIRMATION, OTP_AUTH_PLUGIN_OPTIONS, OtpPurpose, PROFILE_LANGUAGES } from '../constants';
import {
    DeleteConfirmationError,
    InvalidAccountFieldError,
    InvalidPhoneNumberError,
    OtpExpiredError,
    OtpInvalidError,
    otpMessage,
    OtpMessage,
    PhoneNotVerifiedError,
    PhoneNumberConflictError,
    UsernameConflictError,
} from '../errors';
import { BotCheckService } from '../services/bot-check.service';
import { AccountService, checkGovId, checkText, checkUsername } from '../services/account.service';
import { OtpService } from '../services/otp.service';
import { normalisePhone } from '../services/phone';
import { OtpAuthPluginOptions } from '../types';

interface RegisterInput {
    firstName: string;
    username: string;
    phoneNumber: string;
    emailAddress: string;
    password?: string | null;
    govId?: string | null;
    otp?: string | null;
    lang?: string | null;
    dateOfBirth?: string | null;
}

/**
 * The account mutations of docs/accounts.md. Expected failures are ErrorResults; OTP calls
 * that go through answer `{ success, message }`.
 */
@Resolver()
export class OtpAuthShopResolver {
    constructor(
        @Inject(OTP_AUTH_PLUGIN_OPTIONS) private options: OtpAuthPluginOptions,
        private otp: OtpService,
        private accounts: AccountService,
        private limits: RateLimitService,
        private authService: AuthService,
        private customerService: CustomerService,
        private connection: TransactionalConnection,
        private botCheck: BotCheckService,
        private sessions: SessionService,
        private configService: ConfigService,
    ) {}

    @Query()
    @Allow(Permission.Public)
    altchaChallenge() {
        return this.botCheck.challenge();
    }

    @Mutation()
    @Allow(Permission.Public)
    async generateOTP(@Ctx() ctx: RequestContext, @Args() args: { input: { phoneNumber?: string | null; purpose?: OtpPurpose } }) {
        const purpose = args.input.purpose ?? 'SIGN_UP';
        if (purpose === 'CHANGE_PHONE') return this.getNewHpOTP(ctx, { hpNum: args.input.phoneNumber ?? '' });
        const bot = await this.botCheck.check(ctx);
        if (bot) return bot;
        if (purpose === 'UPDATE_PASSWORD') {
            const customer = await this.requireCustomer(ctx);
            const phone = customer.customFields.verifiedHp;
            if (!phone) return new PhoneNotVerifiedError();
            return this.sent(ctx, await this.otp.send(ctx, phone, purpose, customer.id));
        }
        const phone = normalisePhone(args.input.phoneNumber ?? '');
        if ('problem' in phone) return new InvalidPhoneNumberError(phone.problem);
        // A reset for a phone without an account stores a code that is never sent: the same answer either way.
        const deliver = purpose === 'SIGN_UP' || !!(await this.accounts.customerByPhone(ctx, phone.phone));
        return this.sent(ctx, await this.otp.send(ctx, phone.phone, purpose, undefined, deliver));
    }

    @Mutation()
    @Allow(Permission.Owner)
    async getNewHpOTP(@Ctx() ctx: RequestContext, @Args() args: { hpNum: string }) {
        const customer = await this.requireCustomer(ctx);
        const bot = await this.botCheck.check(ctx);
        if (bot) return bot;
        const phone = normalisePhone(args.hpNum);
        if ('problem' in phone) return new InvalidPhoneNumberError(phone.problem);
        const owner = await this.accounts.customerByPhone(ctx, phone.phone);
        if (owner && owner.id !== customer.id) return new PhoneNumberConflictError();
        return this.sent(ctx, await this.otp.send(ctx, phone.phone, 'CHANGE_PHONE', customer.id));
    }

    @Mutation()
    @Allow(Permission.Public)
    async verifyOTP(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: { phoneNumber?: string | null; otp: string; purpose?: OtpPurpose } },
        @Context('res') res: Response,
    ) {
        const purpose = args.input.purpose ?? 'SIGN_UP';
        const signedIn = purpose === 'CHANGE_PHONE' || purpose === 'UPDATE_PASSWORD' ? await this.requireCustomer(ctx) : undefined;
        const typed = purpose === 'UPDATE_PASSWORD' ? (signedIn!.customFields.verifiedHp ?? '') : (args.input.phoneNumber ?? '');
        const phone = normalisePhone(typed);
        if ('problem' in phone) return purpose === 'UPDATE_PASSWORD' ? new OtpExpiredError('NOT_REQUESTED') : new InvalidPhoneNumberError(phone.problem);
        if (purpose !== 'CHANGE_PHONE') {
            // A sign-up's proof belongs to the session that entered the code (a guest gets one here).
            const session = purpose === 'SIGN_UP' ? await this.callerSession(ctx, res) : undefined;
            const checked = await this.otp.check(ctx, phone.phone, purpose, args.input.otp, signedIn?.id, session);
            return checked === true ? this.ok(ctx, 'VERIFIED') : checked;
        }
        const customer = signedIn!;
        const checked = await this.otp.check(ctx, phone.phone, purpose, args.input.otp, customer.id);
        if (checked !== true) return checked;
        return this.connection.withTransaction(ctx, async tx => {
            const owner = await this.accounts.customerByPhone(tx, phone.phone);
            if (owner && owner.id !== customer.id) return new PhoneNumberConflictError();
            if (!(await this.otp.consumeVerified(tx, phone.phone, purpose, customer.id))) return new OtpExpiredError('USED_UP');
            await this.connection.getRepository(tx, Customer).update(customer.id, { phoneNumber: phone.phone, customFields: { verifiedHp: phone.phone } });
            return this.ok(ctx, 'PHONE_UPDATED');
        });
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    async registerCustomerAccountWithOTP(@Ctx() ctx: RequestContext, @Args() args: { input: RegisterInput }) {
        const input = args.input;
        const policies = SecurityPlugin.options.policies;
        const emailAddress = normalizeEmailAddress(String(input.emailAddress ?? ''));
        const refused = await this.limits.consumeAll([
            [policies.signUpIp, clientAddress(ctx.req)],
            [policies.signUpEmail, emailAddress],
        ]);
        if (refused) return new TooManyAttemptsError(refused.retryAfterSeconds);
        const bot = await this.botCheck.check(ctx);
        if (bot) return bot;
        const username = String(input.username ?? '')
            .trim()
            .toLowerCase();
        const lang = input.lang ?? undefined;
        const invalid =
            checkText('firstName', input.firstName, 100) ??
            checkUsername(username) ??
            (isEmailAddressLike(emailAddress) && emailAddress.length <= 120 ? undefined : new InvalidAccountFieldError('emailAddress')) ??
            (input.govId ? checkGovId(input.govId) : undefined) ??
            (input.dateOfBirth != null && (!isValidBirthDate(input.dateOfBirth) || nricContradicts(input.govId, input.dateOfBirth))
                ? new InvalidAccountFieldError('dateOfBirth')
                : undefined) ??
            (lang && !(PROFILE_LANGUAGES as readonly string[]).includes(lang) ? new InvalidAccountFieldError('lang') : undefined);
        if (invalid) return invalid;
        const phone = normalisePhone(input.phoneNumber);
        if ('problem' in phone) return new InvalidPhoneNumberError(phone.problem);
        const password = await this.accounts.checkPassword(ctx, input.password);
        if (password !== true) return password;
        // Conflicts before the code is used up: fixing the email must not need a new code.
        if (await this.accounts.customerByEmail(ctx, emailAddress)) return new EmailAddressConflictError();
        if (await this.accounts.customerByUsername(ctx, username)) return new UsernameConflictError();
        if (await this.accounts.customerByPhone(ctx, phone.phone)) return new PhoneNumberConflictError();
        if (input.otp) {
            const checked = await this.otp.check(ctx, phone.phone, 'SIGN_UP', input.otp, undefined, ctx.session?.id);
            if (checked instanceof OtpInvalidError) {
                // A mistyped code counts against that code's own tries (and the per-address
                // wrong-code cap), not against the sign-ups allowed per email and address:
                // issue 31 #1. It needs a live code for the phone, so these calls stay capped.
                await this.limits.refund(policies.signUpEmail, emailAddress);
                await this.limits.refund(policies.signUpIp, clientAddress(ctx.req));
            }
            if (checked !== true) return checked;
        }
        // Without the code, only the session that verified it may use it (once): issue 30 #6.
        const bySession = input.otp ? undefined : (ctx.session?.id ?? null);
        if (!(await this.otp.consumeVerified(ctx, phone.phone, 'SIGN_UP', undefined, bySession))) return new PhoneNotVerifiedError();
        const created = await this.customerService.create(
            ctx,
            {
                firstName: input.firstName.trim(),
                lastName: '',
                emailAddress,
                phoneNumber: phone.phone,
                customFields: {
                    username,
                    displayName: username,
                    govId: input.govId ?? null,
                    lang: lang ?? null,
                    verifiedHp: phone.phone,
                    dateOfBirth: input.dateOfBirth ?? null,
                },
            },
            input.password!,
        );
        if (!(created instanceof Customer)) return created;
        return this.ok(ctx, 'REGISTERED');
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Public)
    async resetPasswordUsingOTP(@Ctx() ctx: RequestContext, @Args() args: { input: { phoneNumber: string; otp: string; password: string } }) {
        const refused = await this.limits.consume(SecurityPlugin.options.policies.passwordResetIp, clientAddress(ctx.req));
        if (!refused.allowed) return new TooManyAttemptsError(refused.retryAfterSeconds);
        const bot = await this.botCheck.check(ctx);
        if (bot) return bot;
        const phone = normalisePhone(args.input.phoneNumber);
        if ('problem' in phone) return new InvalidPhoneNumberError(phone.problem);
        const password = await this.accounts.checkPassword(ctx, args.input.password);
        if (password !== true) return password;
        const checked = await this.otp.checkAndConsume(ctx, phone.phone, 'RESET_PASSWORD', args.input.otp, undefined);
        if (checked !== true) return checked;
        const customer = await this.accounts.customerByPhone(ctx, phone.phone);
        // Only reachable by guessing a code that was never sent (no account): answered as no code.
        if (!customer?.user) return new OtpExpiredError('NOT_REQUESTED');
        await this.accounts.setPassword(ctx, customer.user, args.input.password, true);
        return this.ok(ctx, 'PASSWORD_UPDATED');
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async updatePasswordUsingOTP(@Ctx() ctx: RequestContext, @Args() args: { input: { otp: string; password: string } }) {
        const customer = await this.requireCustomer(ctx);
        const phone = customer.customFields.verifiedHp;
        if (!phone) return new PhoneNotVerifiedError();
        const password = await this.accounts.checkPassword(ctx, args.input.password);
        if (password !== true) return password;
        const checked = await this.otp.checkAndConsume(ctx, phone, 'UPDATE_PASSWORD', args.input.otp, customer.id);
        if (checked !== true) return checked;
        await this.accounts.setPassword(ctx, customer.user!, args.input.password, false);
        return this.ok(ctx, 'PASSWORD_UPDATED');
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async updateLang(@Ctx() ctx: RequestContext, @Args() args: { lang: string }) {
        const customer = await this.requireCustomer(ctx);
        if (!(PROFILE_LANGUAGES as readonly string[]).includes(args.lang)) return new InvalidAccountFieldError('lang');
        await this.connection.getRepository(ctx, Customer).update(customer.id, { customFields: { lang: args.lang } });
        // A union member without __typename would not resolve (graphql-js reads it).
        return Object.assign((await this.customerService.findOne(ctx, customer.id))!, { __typename: 'Customer' });
    }

    /**
     * Vendure's updateCustomer, with the account rules: govId is written once, the phone changes
     * only by a code to the new number, a display name has 1 to 40 characters.
     */
    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async updateCustomer(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateCustomerArgs) {
        const customer = await this.requireCustomer(ctx);
        const { displayName: newName, ...input } = args.input as MutationUpdateCustomerArgs['input'] & {
            displayName?: string | null;
            customFields?: Record<string, unknown>;
        };
        const fields: Record<string, unknown> = { ...input.customFields };
        if (input.phoneNumber != null && input.phoneNumber !== customer.phoneNumber) throw new UserInputError('error.phone-change-needs-otp');
        if (fields.govId !== undefined && fields.govId !== customer.customFields.govId) {
            if (customer.customFields.govId) throw new UserInputError('error.gov-id-already-set');
            if (typeof fields.govId !== 'string' || checkGovId(fields.govId)) throw new UserInputError('error.invalid-account-field', { field: 'govId' });
            const birthDate = customer.customFields.dateOfBirth;
            if (birthDate && nricContradicts(fields.govId, birthDate)) throw new UserInputError('error.gov-id-birth-date');
        }
        if (newName != null) {
            if (checkText('displayName', newName, 40)) throw new UserInputError('error.invalid-account-field', { field: 'displayName' });
            fields.displayName = newName.trim();
        }
        if (Object.keys(fields).length) input.customFields = fields;
        return this.customerService.update(ctx, { id: customer.id, ...input });
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async setCustomerAvatarB64(@Ctx() ctx: RequestContext, @Args() args: { fileB64: string }) {
        const customer = await this.requireCustomer(ctx, ['customFields.avatar']);
        const result = await this.accounts.setAvatar(ctx, customer, args.fileB64);
        return 'errorCode' in result ? result : Object.assign(result, { __typename: 'Asset' });
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    async deleteAcc(@Ctx() ctx: RequestContext, @Args() args: { input: { confirmation: string; password: string } }) {
        const customer = await this.requireCustomer(ctx);
        if (String(args.input.confirmation ?? '').trim() !== DELETE_CONFIRMATION) return new DeleteConfirmationError(DELETE_CONFIRMATION);
        // Wrong passwords here count towards the sign-in lockout: deleteAcc is no way round it.
        const policy = SecurityPlugin.options.policies.signInAccount;
        const account = normalizeEmailAddress(customer.user!.identifier);
        const refused = await this.limits.consume(policy, account);
        if (!refused.allowed) return new TooManyAttemptsError(refused.retryAfterSeconds);
        const verified = await this.authService.verifyUserPassword(ctx, customer.user!.id, String(args.input.password ?? ''));
        if (verified !== true) return new InvalidCredentialsError({ authenticationError: '' });
        await this.limits.reset(policy, account);
        await this.accounts.deleteAccount(ctx, customer);
        return { __typename: 'Success', success: true };
    }

    /**
     * The caller's Vendure session id; a caller without one (a new guest) gets an anonymous
     * session, whose token is sent back as usual (`vendure-auth-token`), so its next call is
     * recognised as the same client.
     */
    private async callerSession(ctx: RequestContext, res: Response): Promise<ID> {
        if (ctx.session) return ctx.session.id;
        const session = await this.sessions.createAnonymousSession();
        setSessionToken({ req: ctx.req!, res, authOptions: this.configService.authOptions, rememberMe: false, sessionToken: session.token });
        return session.id;
    }

    private async requireCustomer(ctx: RequestContext, relations: string[] = []): Promise<Customer> {
        const customer = ctx.activeUserId
            ? await this.connection.getRepository(ctx, Customer).findOne({
                  where: { user: { id: ctx.activeUserId } },
                  relations: ['user', ...relations],
              })
            : null;
        if (!customer || customer.deletedAt) throw new ForbiddenError();
        return customer;
    }

    private sent(ctx: RequestContext, result: Awaited<ReturnType<OtpService['send']>>) {
        return result === true ? this.ok(ctx, 'SENT') : result;
    }

    private ok(ctx: RequestContext, key: OtpMessage) {
        return { __typename: 'OtpResult', success: true, message: otpMessage(ctx.languageCode, key) };
    }
}

/** Customer fields of docs/accounts.md. */
@Resolver('Customer')
export class CustomerAccountEntityResolver {
    constructor(private accounts: AccountService) {}

    @ResolveField()
    displayName(@Parent() customer: Customer) {
        return displayName(customer);
    }

    @ResolveField()
    async pendingAction(@Ctx() ctx: RequestContext, @Parent() customer: Customer) {
        if (!customer.customFields?.verifiedHp) return customer.phoneNumber ? 'VERIFY_HP' : 'UPDATE_HP';
        const userId = customer.user?.id ?? (await this.accounts.activeCustomer(ctx))?.user?.id;
        if (userId && !(await this.accounts.hasPassword(ctx, userId))) return 'UPDATE_PW';
        return 'NONE';
    }
}
