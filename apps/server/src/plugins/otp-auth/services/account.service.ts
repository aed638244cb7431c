import { Readable } from 'node:stream';

import { Injectable } from '@nestjs/common';
import {
    Address,
    Asset,
    AssetService,
    ConfigService,
    Customer,
    CustomerService,
    ID,
    isGraphQlErrorResult,
    Logger,
    NativeAuthenticationMethod,
    PasswordCipher,
    RequestContext,
    SessionService,
    TransactionalConnection,
    User,
    UserService,
} from '@vendure/core';
import { MissingPasswordError, PasswordValidationError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { normalizeEmailAddress } from '@vendure/core/dist/common/utils';
import { IsNull } from 'typeorm';

import { RateLimitService, SecurityPlugin } from '../../security';
import { loggerCtx } from '../constants';
import { AccountField, InvalidAccountFieldError, InvalidAvatarError } from '../errors';
import { normalisePhone } from './phone';

const USERNAME = /^(?=.*[a-z])[a-z0-9._]{3,30}$/;
const GOV_ID = /^[A-Za-z0-9-]{6,20}$/;
/**
 * The largest avatar accepted, decoded. Its base64 must fit the API's 100 KB JSON body limit
 * (the hardening plugin's), so the client scales a picture down (256 px is plenty) before sending.
 */
export const AVATAR_MAX_BYTES = 64 * 1024;
const AVATAR_TYPES: Array<{ ext: string; test: (b: Buffer) => boolean }> = [
    { ext: 'png', test: b => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
    { ext: 'jpg', test: b => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
    { ext: 'webp', test: b => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** Field checks shared by sign-up and profile changes; undefined when the value is fine. */
export function checkUsername(value: string): InvalidAccountFieldError | undefined {
    return USERNAME.test(value) ? undefined : new InvalidAccountFieldError('username');
}
export function checkGovId(value: string): InvalidAccountFieldError | undefined {
    return GOV_ID.test(value) ? undefined : new InvalidAccountFieldError('govId');
}
export function checkText(field: AccountField, value: string, max: number): InvalidAccountFieldError | undefined {
    const trimmed = String(value ?? '').trim();
    return trimmed.length >= 1 && trimmed.length <= max ? undefined : new InvalidAccountFieldError(field);
}

/**
 * Accounts as docs/accounts.md describes them: who an identifier (email, phone, username)
 * belongs to, passwords set by OTP, the avatar, deletion.
 */
@Injectable()
export class AccountService {
    constructor(
        private connection: TransactionalConnection,
        private configService: ConfigService,
        private customerService: CustomerService,
        private userService: UserService,
        private sessionService: SessionService,
        private assetService: AssetService,
        private passwordCipher: PasswordCipher,
        private limits: RateLimitService,
    ) {}

    /** The live customer with this verified phone, if any. */
    customerByPhone(ctx: RequestContext, phone: string): Promise<Customer | null> {
        return this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { customFields: { verifiedHp: phone }, deletedAt: IsNull() }, relations: ['user'] });
    }

    customerByUsername(ctx: RequestContext, username: string): Promise<Customer | null> {
        return this.connection.getRepository(ctx, Customer).findOne({ where: { customFields: { username }, deletedAt: IsNull() }, relations: ['user'] });
    }

    customerByEmail(ctx: RequestContext, emailAddress: string): Promise<Customer | null> {
        return this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { emailAddress: normalizeEmailAddress(emailAddress), deletedAt: IsNull() }, relations: ['user'] });
    }

    /** The signed-in customer, with user; undefined for a guest. */
    async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
        if (!ctx.activeUserId) return undefined;
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { user: { id: ctx.activeUserId }, deletedAt: IsNull() }, relations: ['user'] });
        return customer ?? undefined;
    }

    /**
     * The user identifier (email) a typed sign-in name stands for: an email as is, else a
     * verified phone in any format we accept, else a username. Unknown names are returned
     * unchanged, so they fail like a wrong password.
     */
    async identifierFor(ctx: RequestContext, typed: string): Promise<string> {
        const name = String(typed ?? '').trim();
        if (!name || name.includes('@')) return name;
        const phone = /^[+\d][\d\s()-]*$/.test(name) ? normalisePhone(name) : undefined;
        const customer = phone && 'phone' in phone ? await this.customerByPhone(ctx, phone.phone) : await this.customerByUsername(ctx, name.toLowerCase());
        return customer?.user?.identifier ?? name;
    }

    /** The password rules (docs/accounts.md#passwords), as Vendure's own password mutations apply them. */
    async checkPassword(ctx: RequestContext, password: string | null | undefined): Promise<true | MissingPasswordError | PasswordValidationError> {
        if (!password) return new MissingPasswordError();
        const valid = await this.configService.authOptions.passwordValidationStrategy.validate(ctx, password);
        if (valid === true) return true;
        return new PasswordValidationError({ validationErrorMessage: typeof valid === 'string' ? valid : PASSWORD_RULES_TEXT });
    }

    /**
     * Sets a new password without the old one (the phone proved who it is): creates the
     * native credential if the account had none, lifts the sign-in lockout, and when
     * `signOutEverywhere` ends every session (a reset: whoever had the old password is out).
     */
    async setPassword(ctx: RequestContext, user: User, password: string, signOutEverywhere: boolean): Promise<void> {
        const repo = this.connection.getRepository(ctx, NativeAuthenticationMethod);
        const passwordHash = await this.passwordCipher.hash(password);
        const method = await repo.findOne({ where: { user: { id: user.id } } });
        if (method) await repo.update(method.id, { passwordHash, passwordResetToken: null });
        else await repo.save(new NativeAuthenticationMethod({ identifier: user.identifier, passwordHash, user }));
        await this.connection.getRepository(ctx, User).update(user.id, { verified: true });
        await this.limits.reset(SecurityPlugin.options.policies.signInAccount, normalizeEmailAddress(user.identifier));
        if (signOutEverywhere) await this.sessionService.deleteSessionsByUser(ctx, user);
    }

    /** Whether the user has a password to sign in with (else the pending action UPDATE_PW). */
    async hasPassword(ctx: RequestContext, userId: ID): Promise<boolean> {
        const method = await this.connection
            .getRepository(ctx, NativeAuthenticationMethod)
            .findOne({ where: { user: { id: userId } }, select: ['id', 'passwordHash'] });
        return !!method?.passwordHash;
    }

    /** A picture sent as base64 (optionally a data: URL): PNG, JPEG or WebP, at most AVATAR_MAX_BYTES. */
    async setAvatar(ctx: RequestContext, customer: Customer, fileB64: string): Promise<Asset | InvalidAvatarError> {
        const base64 = String(fileB64 ?? '').replace(/^data:[^,]*,/, '');
        // Checked before decoding: base64 is 4/3 of the bytes.
        if (base64.length > Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 4) return new InvalidAvatarError('SIZE', AVATAR_MAX_BYTES);
        const bytes = Buffer.from(base64, 'base64');
        if (bytes.length > AVATAR_MAX_BYTES) return new InvalidAvatarError('SIZE', AVATAR_MAX_BYTES);
        const type = AVATAR_TYPES.find(t => t.test(bytes));
        if (!type) return new InvalidAvatarError('TYPE', AVATAR_MAX_BYTES);
        const asset = await this.assetService.createFromFileStream(Readable.from(bytes), `avatar-${customer.id}.${type.ext}`, ctx);
        if (isGraphQlErrorResult(asset)) return new InvalidAvatarError('TYPE', AVATAR_MAX_BYTES);
        const previous = customer.customFields?.avatar;
        await this.connection.getRepository(ctx, Customer).update(customer.id, { customFields: { avatar: { id: asset.id } } });
        if (previous?.id) await this.deleteAsset(ctx, previous.id);
        return asset;
    }

    /**
     * Deletes an account for good: personal data on the customer and user rows is replaced,
     * addresses, avatar and credentials are deleted, every session ends, the rows are
     * soft-deleted. Orders stay (with their own copy of the shipping address) for the books.
     * The email, phone and username are free to register again.
     */
    async deleteAccount(ctx: RequestContext, customer: Customer): Promise<void> {
        const user = customer.user!;
        const placeholder = `deleted-${customer.id}-${Date.now()}@deleted.invalid`;
        const withAvatar = await this.connection.getRepository(ctx, Customer).findOne({ where: { id: customer.id }, relations: ['customFields.avatar'] });
        await this.connection.getRepository(ctx, Customer).update(customer.id, {
            title: '',
            firstName: 'Deleted',
            lastName: 'Account',
            emailAddress: placeholder,
            phoneNumber: '',
            customFields: { displayName: null, govId: null, lang: null, username: null, verifiedHp: null, avatar: null, dateOfBirth: null },
        });
        await this.connection.getRepository(ctx, Address).delete({ customer: { id: customer.id } });
        await this.connection.getRepository(ctx, NativeAuthenticationMethod).delete({ user: { id: user.id } });
        await this.connection.getRepository(ctx, User).update(user.id, { identifier: placeholder, verified: false });
        // Soft-deletes customer and user and ends every session of the user.
        await this.customerService.softDelete(ctx, customer.id);
        await this.sessionService.deleteSessionsByUser(ctx, user);
        const avatar = withAvatar?.customFields?.avatar;
        if (avatar?.id) await this.deleteAsset(ctx, avatar.id);
    }

    private async deleteAsset(ctx: RequestContext, id: ID) {
        try {
            await this.assetService.delete(ctx, [id], true);
        } catch (err) {
            Logger.warn(`Avatar asset ${id} not deleted: ${(err as Error).message}`, loggerCtx);
        }
    }
}

export const PASSWORD_RULES_TEXT = 'A password has 8 to 64 characters with at least one letter and one digit';
