import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext, Logger } from '@vendure/core';
import { GraphQLResolveInfo } from 'graphql';
import { from, Observable } from 'rxjs';
import { mergeMap } from 'rxjs/operators';

import { loggerCtx } from '../constants';
import { isRefusal } from '../services/audit-summary';
import { AuditService } from '../services/audit.service';

/** Mutations that sign in or out, and the dashboard's own per-user preferences (language, columns): not changes to the shop. */
const NOT_CHANGES = new Set(['login', 'logout', 'authenticate', 'setSettingsStoreValue', 'setSettingsStoreValues']);

/**
 * The generic hook (a global Nest interceptor): every top-level admin-API mutation that answers
 * without an error or ErrorResult leaves one audit entry — Vendure's own (roles, administrators,
 * refunds, fulfilments, ...) and every plugin's, without any plugin doing anything. It runs
 * outside the resolvers' @Transaction interceptor, so it sees the answer after the commit; the
 * entry is written before the answer is sent. A failed audit write is logged at error level and
 * does not change the answer (the change itself has happened).
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
    constructor(private audit: AuditService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        if (info?.parentType?.name !== 'Mutation' || info.path?.prev || NOT_CHANGES.has(info.fieldName)) return next.handle();
        const req = gqlContext.getContext()?.req;
        const ctx = req ? internal_getRequestContext(req, context) : undefined;
        if (!ctx || ctx.apiType !== 'admin') return next.handle();
        const args = gqlContext.getArgs<Record<string, unknown>>();
        return next.handle().pipe(
            mergeMap(answer =>
                from(
                    (async () => {
                        // Vendure's @Transaction interceptor hands on a promise that settles after its commit.
                        const result: unknown = await answer;
                        const results = Array.isArray(result) ? result : [result];
                        if (!(results.length && results.every(r => isRefusal(r)))) {
                            try {
                                await this.audit.record(ctx, info.fieldName, args, result);
                            } catch (e) {
                                Logger.error(`Could not record ${info.fieldName} in the audit trail: ${(e as Error).message}`, loggerCtx);
                            }
                        }
                        return result;
                    })(),
                ),
            ),
        );
    }
}
