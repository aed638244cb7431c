import { Controller, Get, HttpException, Inject, NotFoundException, Param } from '@nestjs/common';

import { BEACON_PLUGIN_OPTIONS } from '../constants';
import { BeaconPluginOptions } from '../types';
import { EmbeddedBeacon } from '../embedded-beacon';

/** drand's answer for a round whose time has not come. */
const TOO_EARLY = 425;

/**
 * The embedded beacon over drand's HTTP API (docs/fairness.md#drand), unless the shop pins a drand chain (DRAW_BEACON_URL):
 *   GET /beacon/<chain hash>/info            the chain's key, period, genesis, scheme
 *   GET /beacon/<chain hash>/public/latest   the latest round
 *   GET /beacon/<chain hash>/public/<round>  a round once emitted; a future one answers 425 Too Early
 * Any other chain hash, or a server pinning another chain, answers 404.
 */
@Controller('beacon')
export class BeaconController {
    constructor(@Inject(BEACON_PLUGIN_OPTIONS) private options: BeaconPluginOptions) {}

    private chain(hash: string): EmbeddedBeacon {
        const beacon = this.options.embedded?.();
        if (!beacon || hash.toLowerCase() !== beacon.chainHash) throw new NotFoundException();
        return beacon;
    }

    @Get(':chainHash/info')
    info(@Param('chainHash') hash: string) {
        return this.chain(hash).info();
    }

    @Get(':chainHash/public/latest')
    latest(@Param('chainHash') hash: string) {
        const beacon = this.chain(hash);
        const round = beacon.round(beacon.latestRound());
        if (!round) throw new HttpException('no round has been emitted yet', TOO_EARLY);
        return round;
    }

    @Get(':chainHash/public/:round')
    round(@Param('chainHash') hash: string, @Param('round') param: string) {
        const beacon = this.chain(hash);
        const round = /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : NaN;
        if (!Number.isSafeInteger(round)) throw new NotFoundException('no such round');
        const answer = beacon.round(round);
        if (!answer) throw new HttpException(`round ${round} is in the future`, TOO_EARLY);
        return answer;
    }
}
