import type { DrawProof } from '@tuah/fairness';
import { buy as buyAndPay, createCampaign, createShopper, gql, productVariants, TestServer } from '@tuah/testing';

export interface Shopper {
    token: string;
    customerId: string;
}

/** A fresh lucky draw on the cap, bought out by `shoppers` shoppers with `each` tickets each: the sale closes it and starts its draw. */
export async function soldOutDraw(server: TestServer, admin: string, options: { shoppers: number; each: number; prefix: string }) {
    const cap = await productVariants(server.shopApiUrl, 'cap');
    const prize = await productVariants(server.shopApiUrl, 'smart-watch');
    const campaign = await createCampaign(server, admin, {
        productId: cap.productId,
        prizeId: prize.productId,
        totalTicket: options.shoppers * options.each,
        ticketPerItem: 1,
        translations: [
            { languageCode: 'en', name: `Draw ${options.prefix}`, description: 'A draw for tests', cardBuyTxt: '1 item = 1 ticket' },
            { languageCode: 'ms', name: `Cabutan ${options.prefix}`, description: 'Cabutan ujian', cardBuyTxt: '1 item = 1 tiket' },
        ],
    });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < options.shoppers; i++) shoppers.push(await createShopper(server, admin, `${options.prefix}${i}`));
    for (const s of shoppers) await buy(server, s, campaign.id, cap.variantIds[0], options.each);
    return { campaign, shoppers };
}

/** A shopper buys `quantity` tickets of a campaign and pays (the checkout steps of @tuah/testing). */
export async function buy(server: Pick<TestServer, 'shopApiUrl'>, shopper: Shopper, campaignId: string, variantId: string, quantity: number) {
    await buyAndPay(server.shopApiUrl, shopper.token, campaignId, variantId, quantity);
}

export const PROGRESS = `query ($id: ID!) { campaignProgress(campaignId: $id) {
  stage state stageMessage ts_DRAW_INIT ts_CALL_CONTRACT ts_CALL_CHAINLINK ts_WAIT_VRF_RESULT ts_GET_WINNER ts_ENDED
  drawResult { name state winner { ticketId customer { id displayName } } prize { id name } }
} }`;

export const FAIRNESS = `query ($id: ID!) { campaignFairness(campaignId: $id) {
  sId stage provider commitment committedAt ticketCount totalWeight tierSeed tierSeedCommitment tierOdds { rarity percent }
  tickets { ticketId weight rarity holderHash }
  randomWord vrfPublicKey vrfProof chainId contractAddress requestId commitTxHash requestTxHash fulfilTxHash vrfWord
  beaconRound beaconFixedAt beaconDelaySeconds beaconPublicKey beaconChainHash beaconGenesisTime beaconPeriod beaconSignature
  winnerTicketId winnerIndex timeline { stage at evidence }
} }`;

/**
 * What verifyDraw checks, from a published CampaignFairness (FAIRNESS), whatever its provider:
 * the fields the proof page passes (apps/storefront/src/features/draws/proof/verifyDraw.ts).
 */
export function publishedProof(f: any): DrawProof {
    const or = <T>(value: T | null | undefined) => value ?? undefined;
    return {
        sId: f.sId,
        commitment: f.commitment,
        tickets: f.tickets,
        provider: f.provider,
        publicKey: or(f.vrfPublicKey),
        proof: or(f.vrfProof),
        vrfWord: or(f.vrfWord),
        committedAt: or(f.committedAt),
        beaconFixedAt: or(f.beaconFixedAt),
        beaconDelaySeconds: or(f.beaconDelaySeconds),
        beaconPublicKey: or(f.beaconPublicKey),
        beaconGenesisTime: or(f.beaconGenesisTime),
        beaconPeriod: or(f.beaconPeriod),
        beaconRound: or(f.beaconRound),
        beaconSignature: or(f.beaconSignature),
        ...(f.timeline ? timelineTimes(f.timeline) : {}),
    };
}

/** A draw's published timeline (docs/fairness.md#the-timeline). */
export const TIMELINE = `query ($id: ID!) { campaignFairness(campaignId: $id) { committedAt timeline { stage at evidence } } }`;

/** The times verifyDraw checks, from a published timeline. */
export function timelineTimes(timeline: Array<{ stage: string; at: string | null }>) {
    const at = (stage: string) => timeline.find(s => s.stage === stage)?.at ?? undefined;
    return { salesClosedAt: at('SALES_CLOSED'), committedAt: at('COMMITTED'), randomnessAt: at('RANDOMNESS_KNOWN'), resultAt: at('RESULT') };
}

/** Polls the campaign's progress until its draw has ENDED (or the time is up). */
export async function waitForDrawEnd(shopApiUrl: string, campaignId: string, timeoutMs = 90_000) {
    const until = Date.now() + timeoutMs;
    let last: any;
    while (Date.now() < until) {
        try {
            last = (await gql(shopApiUrl, PROGRESS, { id: campaignId })).campaignProgress;
            if (last.stage === 'ENDED') return last;
        } catch {
            // The server may be restarting.
        }
        await new Promise(r => setTimeout(r, 500));
    }
    throw new Error(`the draw did not end in time; last progress: ${JSON.stringify(last)}`);
}

/**
 * Reads tickets (`read`) until every rarity is known: a ticket's rarity waits for the beacon round
 * after its issue (docs/fairness.md#ticket-rarity), at most a second in tests. Asks again when the
 * latest pending round is due, as the storefront does; never sleeps a fixed time.
 */
export async function whenRevealed<T extends { rarity: string | null; rarityRevealsAt: string | null }>(
    read: () => Promise<T[]>,
    timeoutMs = 15_000,
): Promise<T[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
        const tickets = await read();
        const pending = tickets.filter(t => t.rarity === null);
        if (!pending.length) return tickets;
        if (Date.now() > until) throw new Error(`ticket rarities not revealed in time: ${JSON.stringify(pending)}`);
        const due = Math.max(...pending.map(t => Date.parse(t.rarityRevealsAt ?? '') || 0));
        await new Promise(r => setTimeout(r, Math.max(20, due - Date.now())));
    }
}

/** The published rarity evidence of a committed draw (docs/fairness.md#ticket-rarity): the chain, and the signatures of `rounds`. */
export const RARITY_ROUNDS = `query ($id: ID!, $rounds: [Int!]!) { campaignFairness(campaignId: $id) {
  tickets { ticketId rarity rarityScheme rarityRound issuedAt rarityRevealedAt }
  rarityBeacon { publicKey chainHash genesisTime period }
  rarityRounds(rounds: $rounds) { round signature emittedAt }
} }`;
