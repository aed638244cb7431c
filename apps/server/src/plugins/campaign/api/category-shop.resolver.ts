import { Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { CategoryService } from '../services/category.service';

@Resolver()
export class CategoryShopResolver {
    constructor(private categories: CategoryService) {}

    @Query()
    @Allow(Permission.Public)
    getCategory(@Ctx() ctx: RequestContext) {
        return this.categories.topLevel(ctx);
    }
}
