import { ResolveField, Resolver } from '@nestjs/graphql';
import { isGraphQlErrorResult } from '@vendure/core/dist/common/error/error-result';

/** Result unions: an ErrorResult names itself, anything else is the union's success type. */
export function unionResolver(union: string, success: string) {
    @Resolver(union)
    class UnionResolver {
        @ResolveField()
        __resolveType(value: unknown) {
            return isGraphQlErrorResult(value) ? (value as { __typename: string }).__typename : success;
        }
    }
    Object.defineProperty(UnionResolver, 'name', { value: `${union}Resolver` });
    return UnionResolver;
}
