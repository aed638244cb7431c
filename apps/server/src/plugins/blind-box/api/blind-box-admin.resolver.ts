import type { Readable } from 'node:stream';

import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext, Transaction, UserInputError } from '@vendure/core';

import { prizeTablePermission } from '../config/prize-table-permission';
import { BbTncInput, BlindBoxTermsService } from '../services/blind-box-terms.service';
import { BlindBoxService } from '../services/blind-box.service';
import { PrizeLineInput, PrizeLineService } from '../services/prize-line.service';

/** Largest code file accepted (a text file of codes; about 40 000 codes of 25 characters). */
const MAX_CODE_FILE_BYTES = 1024 * 1024;

/** What the GraphQL Upload scalar resolves to (graphql-upload's FileUpload), as far as the code file is read. */
interface UploadedFile {
    createReadStream(): Readable;
}

/** Operators manage prize tables and code pools with the PrizeTable permissions (repairing an order's missing boxes too). */
@Resolver()
export class BlindBoxAdminResolver {
    constructor(
        private prizeLines: PrizeLineService,
        private boxes: BlindBoxService,
        private terms: BlindBoxTermsService,
    ) {}

    @Query()
    @Allow(prizeTablePermission.Read)
    async prizeTable(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        const heading = await this.prizeLines.tableHeading(ctx, args.campaignId);
        return {
            campaignId: args.campaignId,
            name: heading?.name ?? null,
            sold: heading?.sold ?? false,
            lines: await this.prizeLines.linesOf(ctx, args.campaignId),
        };
    }

    @Query()
    @Allow(prizeTablePermission.Read)
    prizeTables(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number }) {
        return this.prizeLines.tables(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(prizeTablePermission.Update)
    async savePrizeTable(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; lines: PrizeLineInput[] }) {
        const result = await this.prizeLines.saveTable(ctx, args.campaignId, args.lines);
        if (!Array.isArray(result)) return result;
        const heading = await this.prizeLines.tableHeading(ctx, args.campaignId);
        return { campaignId: args.campaignId, name: heading?.name ?? null, sold: heading?.sold ?? false, lines: result };
    }

    @Transaction()
    @Mutation()
    @Allow(prizeTablePermission.Update)
    saveBbTnc(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; input: BbTncInput }) {
        return this.terms.save(ctx, args.campaignId, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(prizeTablePermission.Update)
    addDigitalCodes(@Ctx() ctx: RequestContext, @Args() args: { prizeLineId: ID; codes: string[] }) {
        return this.prizeLines.addCodes(ctx, args.prizeLineId, args.codes);
    }

    @Transaction()
    @Mutation()
    @Allow(prizeTablePermission.Update)
    async uploadDigitalCodes(@Ctx() ctx: RequestContext, @Args() args: { prizeLineId: ID; file: Promise<UploadedFile> }) {
        const upload = await args.file;
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of upload.createReadStream()) {
            size += chunk.length;
            if (size > MAX_CODE_FILE_BYTES) throw new UserInputError(`A code file may be at most ${MAX_CODE_FILE_BYTES / 1024} KB`);
            chunks.push(chunk);
        }
        const codes = this.prizeLines.parseCodeFile(Buffer.concat(chunks).toString('utf8'));
        return this.prizeLines.addCodes(ctx, args.prizeLineId, codes);
    }

    @Transaction()
    @Mutation()
    @Allow(prizeTablePermission.Update)
    createMissingBlindBoxes(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.boxes.createBoxesForOrder(ctx, args.orderId);
    }
}
