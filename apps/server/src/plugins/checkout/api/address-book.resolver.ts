import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CreateAddressInput, UpdateAddressInput } from '@vendure/common/lib/generated-shop-types';
import { Allow, Country, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { provincesOf } from '../config/provinces';
import { AddressBookService } from '../services/address-book.service';

/**
 * The address book: UserShippingAddress, and Vendure's createCustomerAddress and
 * updateCustomerAddress replaced by ones that check the province first (same names, same answers).
 */
@Resolver()
export class AddressBookResolver {
    constructor(private addressBook: AddressBookService) {}

    @Query()
    @Allow(Permission.Owner)
    userShippingAddress(@Ctx() ctx: RequestContext) {
        return this.addressBook.list(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    createCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: { input: CreateAddressInput }) {
        return this.addressBook.create(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    updateCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateAddressInput }) {
        return this.addressBook.update(ctx, args.input);
    }
}

@Resolver('Country')
export class CountryProvincesResolver {
    @ResolveField()
    provinces(@Parent() country: Country) {
        return provincesOf(country.code);
    }
}
