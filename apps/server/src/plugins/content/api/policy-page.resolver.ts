import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, PermissionDefinition, RequestContext, Transaction } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { SHOP_LANGUAGES } from '../constants';
import { PolicyPage } from '../entities/policy-page.entity';
import { PolicyPageService, PolicyPageTranslationInput } from '../services/policy-page.service';

/** Who may edit the policy pages: their own permission, so legal text is not everyone's who edits the catalogue. */
export const updatePolicyPermission = new PermissionDefinition({
    name: 'UpdatePolicy',
    description: 'Allows editing the policy pages (privacy policy, terms, campaign rules)',
    assignable: true,
});

/** Anyone reads the policy pages, signed in or not. */
@Resolver()
export class PolicyPageShopResolver {
    constructor(private pages: PolicyPageService) {}

    @Query()
    @Allow(Permission.Public)
    policyPage(@Ctx() ctx: RequestContext, @Args() args: { slug: string }) {
        return this.pages.one(ctx, args.slug);
    }

    @Query()
    @Allow(Permission.Public)
    policyPages(@Ctx() ctx: RequestContext) {
        return this.pages.all(ctx);
    }
}

@Resolver()
export class PolicyPageAdminResolver {
    constructor(private pages: PolicyPageService) {}

    @Query()
    @Allow(updatePolicyPermission.Permission)
    policyPages(@Ctx() ctx: RequestContext) {
        return this.pages.entities(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(updatePolicyPermission.Permission)
    updatePolicyPage(@Ctx() ctx: RequestContext, @Args() args: { input: { slug: string; translations: PolicyPageTranslationInput[] } }) {
        return this.pages.update(ctx, args.input.slug, args.input.translations);
    }
}

@Resolver('PolicyPage')
export class PolicyPageAdminEntityResolver {
    @ResolveField()
    translations(@Parent() page: PolicyPage) {
        return SHOP_LANGUAGES.map(languageCode => ({ languageCode, title: page.title[languageCode], body: page.body[languageCode] }));
    }
}

export const policyUnionResolvers = [unionResolver('UpdatePolicyPageResult', 'PolicyPage')];
