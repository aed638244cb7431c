import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, RequestContext } from '@vendure/core';

import { readAuditTrailPermission } from '../config/audit-permission';
import { AuditEntryListOptions, AuditService } from '../services/audit.service';

@Resolver()
export class AuditAdminResolver {
    constructor(private audit: AuditService) {}

    @Query()
    @Allow(readAuditTrailPermission.Permission)
    auditEntries(@Ctx() ctx: RequestContext, @Args() args: { options?: AuditEntryListOptions | null }) {
        return this.audit.list(ctx, args.options);
    }
}
