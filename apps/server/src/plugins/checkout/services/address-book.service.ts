import { Injectable } from '@nestjs/common';
import { CreateAddressInput, UpdateAddressInput } from '@vendure/common/lib/generated-shop-types';
import { Address, CustomerService, ForbiddenError, idsAreEqual, RequestContext, UserInputError } from '@vendure/core';

import { isKnownProvince } from '../config/regions';

/** A customer's address book holds at most this many addresses, so that listing it is always small. */
export const MAX_ADDRESSES = 20;

/**
 * The signed-in customer's address book: their addresses only (at most MAX_ADDRESSES), and every
 * address written through the shop API names a province the shop knows for its country
 * (config/provinces.ts).
 */
@Injectable()
export class AddressBookService {
    constructor(private customers: CustomerService) {}

    /** The customer's addresses, newest first; a guest has none. */
    async list(ctx: RequestContext): Promise<Address[]> {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) return [];
        const addresses = await this.customers.findAddressesByCustomerId(ctx, customer.id);
        return addresses.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id));
    }

    async create(ctx: RequestContext, input: CreateAddressInput): Promise<Address> {
        const customer = await this.owner(ctx);
        this.checkProvince(input.countryCode, input.province);
        const count = (await this.customers.findAddressesByCustomerId(ctx, customer.id)).length;
        if (count >= MAX_ADDRESSES) throw new UserInputError('error.too-many-addresses', { max: MAX_ADDRESSES });
        return this.customers.createAddress(ctx, customer.id, input);
    }

    /** Another customer's address is refused exactly as Vendure refuses it (forbidden). */
    async update(ctx: RequestContext, input: UpdateAddressInput): Promise<Address> {
        const customer = await this.owner(ctx);
        const address = (await this.customers.findAddressesByCustomerId(ctx, customer.id)).find(a => idsAreEqual(a.id, input.id));
        if (!address) throw new ForbiddenError();
        if (input.countryCode != null || input.province !== undefined) {
            this.checkProvince(input.countryCode ?? address.country.code, input.province !== undefined ? input.province : address.province);
        }
        return this.customers.updateAddress(ctx, input);
    }

    private async owner(ctx: RequestContext) {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    private checkProvince(countryCode: string, province: string | null | undefined) {
        if (!isKnownProvince(countryCode, province)) throw new UserInputError('error.unknown-province', { province: province ?? '' });
    }
}
