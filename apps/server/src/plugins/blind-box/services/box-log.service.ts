import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, Logger, RequestContext } from '@vendure/core';

import { FairnessLogService, PublishedLogEntry } from '../../fairness-log';
import { loggerCtx } from '../constants';
import { BlindBox } from '../entities/blind-box.entity';
import { BlindBoxOpenedEvent } from './blind-box-events';

/** A box's entry in the fairness log is filed under its code. */
function subject(box: Pick<BlindBox, 'code'>): string {
    return `box:${box.code}`;
}

/**
 * Every box opening's result goes to the public fairness log (docs/fairness.md#the-fairness-log),
 * once: when the opening has committed (EventBus subscribers see committed work only), and again —
 * changing nothing if it is there — when the box's proof is read, which also covers an opening whose
 * process died between its commit and the event.
 */
@Injectable()
export class BoxLogService implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private log: FairnessLogService,
    ) {}

    onApplicationBootstrap() {
        this.eventBus.ofType(BlindBoxOpenedEvent).subscribe(async event => {
            try {
                await this.ensureLogged(event.box);
            } catch (err) {
                // Logged when its proof is next read.
                Logger.error(`Could not log the opening of box ${event.box.code}: ${(err as Error).message}`, loggerCtx);
            }
        });
    }

    /** Logs an opened box's result (if not yet logged); nothing for an unopened box. */
    async ensureLogged(box: BlindBox): Promise<void> {
        if (!box.isOpen || box.prizeLineId == null || !box.randomWord) return;
        await this.log.append('box.result', subject(box), {
            boxCode: box.code,
            campaignId: String(box.campaignId),
            clientSeed: box.clientSeed,
            randomWord: box.randomWord,
            prizeLineId: String(box.prizeLineId),
            openedAt: box.openedAt?.toISOString() ?? null,
            // vrf-beacon-v1 only: entries of boxes opened before have no round (and stay as they were).
            ...(box.beaconRound != null ? { beaconRound: box.beaconRound } : {}),
        });
    }

    entriesOf(ctx: RequestContext, box: Pick<BlindBox, 'code'>): Promise<PublishedLogEntry[]> {
        return this.log.entriesOf(ctx, subject(box));
    }
}
