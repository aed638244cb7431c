import { Injectable } from '@nestjs/common';
import { Administrator, ID, Logger, RequestContext, TransactionalConnection, User } from '@vendure/core';
import { Between, FindOptionsWhere, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { AUDIT_MAX_TAKE, AuditArea, loggerCtx } from '../constants';
import { AuditEntry } from '../entities/audit-entry.entity';
import { auditArea, auditSummary, auditTarget } from './audit-summary';

export interface AuditEntryListOptions {
    skip?: number | null;
    take?: number | null;
    area?: AuditArea | null;
    administratorId?: ID | null;
    since?: Date | null;
    until?: Date | null;
}

/** Writes and reads the operator audit trail. There is no update or delete: the trail is append-only. */
@Injectable()
export class AuditService {
    constructor(private connection: TransactionalConnection) {}

    /**
     * Records one successful admin mutation. Called after the mutation's own transaction has
     * committed, so the entry is written outside it (a refused or failed mutation never gets here).
     */
    async record(ctx: RequestContext, operation: string, args: Record<string, unknown>, result: unknown): Promise<void> {
        const userId = ctx.activeUserId;
        const administrator = userId
            ? await this.connection.rawConnection.getRepository(Administrator).findOne({
                  where: { user: { id: userId } },
                  relations: { user: true },
                  withDeleted: true,
              })
            : null;
        const user = administrator?.user ?? (userId ? await this.connection.rawConnection.getRepository(User).findOne({ where: { id: userId } }) : null);
        const { entityType, entityId } = auditTarget(operation, args, result);
        await this.connection.rawConnection.getRepository(AuditEntry).insert({
            administratorId: administrator ? Number(administrator.id) : null,
            identifier: (user?.identifier ?? (userId ? `user ${userId}` : 'anonymous')).slice(0, 255),
            operation: operation.slice(0, 100),
            area: auditArea(operation),
            entityType: entityType?.slice(0, 64) ?? null,
            entityId: entityId?.slice(0, 64) ?? null,
            summary: auditSummary(args),
        });
        Logger.verbose(`${user?.identifier ?? userId} ${operation} ${entityType ?? ''} ${entityId ?? ''}`, loggerCtx);
    }

    /** auditEntries: newest first, filtered by area, administrator and time, paged (take 1..100). */
    async list(ctx: RequestContext, options: AuditEntryListOptions | null | undefined) {
        const { skip, take } = clampPage(options, {
            maxTake: AUDIT_MAX_TAKE,
            defaultTake: 50,
        });
        const where: FindOptionsWhere<AuditEntry> = {};
        if (options?.area) where.area = options.area;
        if (options?.administratorId != null) where.administratorId = Number(options.administratorId);
        const since = options?.since ?? null;
        const until = options?.until ?? null;
        if (since && until) where.createdAt = Between(since, until);
        else if (since) where.createdAt = MoreThanOrEqual(since);
        else if (until) where.createdAt = LessThanOrEqual(until);
        const [items, totalItems] = await this.connection.getRepository(ctx, AuditEntry).findAndCount({
            where,
            order: { createdAt: 'DESC', id: 'DESC' },
            skip,
            take,
        });
        return { items, totalItems };
    }
}
