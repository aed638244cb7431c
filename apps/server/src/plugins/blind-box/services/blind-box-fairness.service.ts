import { Inject, Injectable } from '@nestjs/common';
import { ID, RequestContext } from '@vendure/core';

import { Campaign, CampaignService } from '../../campaign';
import { BLIND_BOX_PLUGIN_OPTIONS } from '../constants';
import { BlindBoxPluginOptions } from '../types';
import { BlindBoxService } from './blind-box.service';
import { BoxLogService } from './box-log.service';
import { roundTime, seedCommitment, toHex, vrfPublicKey } from '@tuah/fairness';

/** The suite the openings are proved with (RFC 9381). */
export const VRF_SUITE = 'ECVRF-EDWARDS25519-SHA512-TAI';

/**
 * What shoppers see to check blind boxes: before purchase, the campaign's seed commitment and
 * the server's public key; for an opened box, the seed itself and the opening's evidence.
 *
 * The seed is the campaign's secret `tierSeed` (a blind-box campaign has no ticket tiers to
 * roll). It is revealed only for opened boxes: an opened box's outcome is final, and the seed
 * alone predicts nothing (every outcome also needs the server's VRF secret key), while the
 * commitment published before the first sale shows it was not chosen afterwards.
 */
@Injectable()
export class BlindBoxFairnessService {
    private publicKeyHex?: string;

    constructor(
        private boxes: BlindBoxService,
        private campaigns: CampaignService,
        private boxLog: BoxLogService,
        @Inject(BLIND_BOX_PLUGIN_OPTIONS) private options: BlindBoxPluginOptions,
    ) {}

    publicKey(): string {
        return (this.publicKeyHex ??= toHex(vrfPublicKey(this.options.vrfSecretKey())));
    }

    ofCampaign(campaign: Pick<Campaign, 'tierSeed'>) {
        return { seedCommitment: seedCommitment(campaign.tierSeed), vrfPublicKey: this.publicKey(), vrfSuite: VRF_SUITE };
    }

    /** The evidence of one of the customer's boxes (FORBIDDEN for anyone else's). */
    async ofBox(ctx: RequestContext, boxId: ID) {
        const box = await this.boxes.ownedBox(ctx, boxId);
        const campaign = await this.campaigns.tierSeedOf(ctx, box.campaignId);
        const opened = box.isOpen && box.prizeLineId != null;
        if (opened) await this.boxLog.ensureLogged(box);
        const chain = box.beaconChain;
        const beacon =
            box.beaconRound != null && chain
                ? { round: box.beaconRound, signature: box.beaconSignature, ...chain, emittedAt: new Date(roundTime(chain, box.beaconRound) * 1000) }
                : null;
        return {
            boxId: box.id,
            boxCode: box.code,
            campaignId: campaign.id,
            sId: campaign.sId,
            seedCommitment: seedCommitment(campaign.tierSeed),
            campaignSeed: opened ? campaign.tierSeed : null,
            scheme: box.scheme,
            claimedAt: box.claimedAt,
            beacon,
            clientSeed: opened ? box.clientSeed : null,
            clientSeedSource: opened ? box.clientSeedSource : null,
            vrfSuite: VRF_SUITE,
            vrfPublicKey: box.vrfPublicKey ?? this.publicKey(),
            vrfProof: box.vrfProof,
            randomWord: box.randomWord,
            eligibility: box.eligibility?.map(l => ({ prizeLineId: l.id, weight: l.weight, remaining: l.remaining })) ?? null,
            prizeLineId: box.prizeLineId,
            openedAt: box.openedAt,
            logEntries: opened ? await this.boxLog.entriesOf(ctx, box) : [],
            // The seed is made with the campaign, so its commitment stands from then; the box is made when its order is paid.
            timeline: [
                { stage: 'COMMITTED', at: campaign.createdAt, evidence: seedCommitment(campaign.tierSeed) },
                { stage: 'BOUGHT', at: box.createdAt, evidence: box.code },
                // vrf-beacon-v1: the claim fixes the seed and the round at once; the round's time is the beacon's schedule.
                ...(beacon
                    ? [
                          { stage: 'CLAIMED', at: box.claimedAt, evidence: opened ? box.clientSeed : null },
                          { stage: 'ROUND_FIXED', at: box.claimedAt, evidence: String(beacon.round) },
                          { stage: 'RANDOMNESS_KNOWN', at: beacon.emittedAt, evidence: beacon.signature },
                      ]
                    : []),
                { stage: 'RESULT', at: opened ? box.openedAt : null, evidence: opened ? box.randomWord : null },
            ],
        };
    }
}
