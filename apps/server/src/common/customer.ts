import { Customer, ForbiddenError, ID, RequestContext, TransactionalConnection } from '@vendure/core';

/** The signed-in shopper's customer id, if any (a guest has none). */
export async function activeCustomerId(connection: TransactionalConnection, ctx: RequestContext): Promise<ID | undefined> {
    if (!ctx.activeUserId) return undefined;
    // One statement: findOne with a relation in `where` would cost two (TypeORM's distinct-id pass).
    const row = await connection
        .getRepository(ctx, Customer)
        .createQueryBuilder('customer')
        .select('customer.id', 'id')
        .where('customer.userId = :userId', { userId: ctx.activeUserId })
        .getRawOne<{ id: ID }>();
    return row?.id;
}

/** The signed-in shopper's customer id; a guest gets Vendure's ForbiddenError. */
export async function requireCustomerId(connection: TransactionalConnection, ctx: RequestContext): Promise<ID> {
    const id = await activeCustomerId(connection, ctx);
    if (!id) throw new ForbiddenError();
    return id;
}
