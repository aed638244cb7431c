import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';

import { LogRangeError, FairnessLogService } from '../services/fairness-log.service';

/** A query parameter that must be a whole number 0..2^53-1: anything else is a clear 400. */
function position(name: string, value: string | undefined): number {
    if (value === undefined || value === '') throw new BadRequestException(`${name} is required`);
    const n = /^(0|[1-9][0-9]{0,15})$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) throw new BadRequestException(`${name} must be a whole number, 0 or more`);
    return n;
}

async function answer<T>(work: () => Promise<T>): Promise<T> {
    try {
        return await work();
    } catch (err) {
        if (err instanceof LogRangeError) throw new BadRequestException(err.message);
        throw err;
    }
}

/**
 * The fairness log over HTTP, public, for anyone to mirror and audit (docs/fairness.md#the-fairness-log),
 * shaped after Certificate Transparency's get-sth / get-entries / get-proof-by-hash / get-sth-consistency:
 *   GET /fairness-log/head                                  the latest signed tree head and the log's public key
 *   GET /fairness-log/entries?start=&end=                   entries [start, end), at most 100, none past the end
 *   GET /fairness-log/proof/inclusion?index=&size=          entry index's audit path in the tree of `size` entries
 *   GET /fairness-log/proof/consistency?first=&second=      proof that the tree of `first` is a prefix of `second`'s
 */
@Controller('fairness-log')
export class FairnessLogController {
    constructor(private log: FairnessLogService) {}

    @Get('head')
    @Header('Cache-Control', 'no-store')
    head() {
        return this.log.head();
    }

    @Get('entries')
    entries(@Query('start') start?: string, @Query('end') end?: string) {
        return answer(() => this.log.entries(position('start', start), position('end', end)));
    }

    @Get('proof/inclusion')
    inclusion(@Query('index') index?: string, @Query('size') size?: string) {
        return answer(() => this.log.inclusionProof(position('index', index), position('size', size)));
    }

    @Get('proof/consistency')
    consistency(@Query('first') first?: string, @Query('second') second?: string) {
        return answer(() => this.log.consistencyProof(position('first', first), position('second', second)));
    }
}
