import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext, UserInputError } from '@vendure/core';

import { readReportsPermission } from '../config/report-permissions';
import { OddsCheckService } from '../services/odds-check.service';
import { ReportRangeError } from '../services/report-range';
import { SalesReportService } from '../services/sales-report.service';

@Resolver()
export class ReportsAdminResolver {
    constructor(
        private sales: SalesReportService,
        private odds: OddsCheckService,
    ) {}

    @Query()
    @Allow(readReportsPermission.Permission)
    async salesReport(@Ctx() ctx: RequestContext, @Args() args: { from: string; to: string }) {
        try {
            return await this.sales.report(ctx, args.from, args.to);
        } catch (e) {
            if (e instanceof ReportRangeError) throw new UserInputError(e.message);
            throw e;
        }
    }

    @Query()
    @Allow(readReportsPermission.Permission)
    oddsChecks(@Ctx() ctx: RequestContext, @Args() args: { campaignId?: ID | null; skip?: number | null; take?: number | null }) {
        return this.odds.checks(ctx, args);
    }
}
