import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../../api/useShopQuery';
import { MyTicketProofsDocument, type MyTicketProofsQuery } from '../../../gql/graphql';
import { useVerifierCheck, verifier } from '../../../lib/verifier';
import { Card } from '../../../ui/Card';
import { RarityBadge } from '../../../campaigns/tickets';
import { checkTicketTiers, loadRarityRounds, SUM_TREE_SCHEME, type Fairness } from './verifyDraw';
import { ProofTable } from './ProofTable';

type ProofList = Extract<MyTicketProofsQuery['myTicketProofs'], { __typename?: 'MyTicketProofList' }>;
type TicketProof = ProofList['items'][number];

/** The shopper's own tickets shown and checked at once (myTicketProofs caps a page at 100). */
const OWN_TICKETS_SHOWN = 100;

/** Per ticket: its path leads to the commitment with these chances (true), does not (false), or is still being checked (undefined). */
type Checked = Record<string, boolean>;

/**
 * "Your tickets" on a sum-tree draw's proof (docs/fairness.md#merkle-sum-tree-merkle-sum-v1):
 * the signed-in shopper's own tickets, each with its path, checked in the browser against the
 * published commitment — so the shopper sees their tickets are in the sealed list, at these
 * places, with these chances, without downloading the list. Nothing shows for a guest, for a
 * shopper without tickets here, or for a draw sealed before the sum tree.
 */
export function MyTicketsProof({ fairness }: { fairness: Fairness }) {
    const { t } = useTranslation('draws');
    const sumTree = fairness.commitmentScheme === SUM_TREE_SCHEME;
    const query = useShopQuery(MyTicketProofsDocument, { campaignId: fairness.campaignId, take: OWN_TICKETS_SHOWN }, { enabled: sumTree });
    const answer = query.data?.data.myTicketProofs;
    const list = answer?.__typename === 'MyTicketProofList' ? answer : null;
    const checked = useCheckedPaths(fairness, list);
    if (!list || list.items.length === 0) return null;

    const done = Object.keys(checked).length === list.items.length;
    const allIn = done && list.items.every(p => checked[p.ticket.ticketId]);
    return (
        <Card id="proof-my-tickets" icon="ticket" title={t('proof.mine.title', { count: list.totalItems })}>
            <p className="mt-1 text-xs text-ink-soft">{t('proof.mine.body')}</p>
            <p aria-live="polite" className={`mt-2 text-sm font-bold ${!done ? 'text-ink-soft' : allIn ? 'text-emerald-700' : 'text-lucky-700'}`}>
                {!done ? t('proof.mine.checking') : allIn ? t('proof.mine.allIn', { count: list.items.length }) : t('proof.mine.notAllIn')}
            </p>
            <ProofTable headings={['#', t('proof.ticket'), t('proof.mine.rarity'), t('proof.weight'), t('proof.mine.chances'), t('proof.mine.inList')]}>
                {list.items.map(proof => (
                    <OwnTicketRow key={proof.ticket.ticketId} proof={proof} ok={checked[proof.ticket.ticketId]} />
                ))}
            </ProofTable>
            {list.totalItems > list.items.length && (
                <p className="mt-2 text-xs text-ink-soft">{t('proof.mine.more', { shown: list.items.length, count: list.totalItems })}</p>
            )}
            <p className="mt-2 text-xs break-all text-ink-soft">{t('proof.mine.holder', { holderHash: list.holderHash })}</p>
        </Card>
    );
}

function OwnTicketRow({ proof, ok }: { proof: TicketProof; ok: boolean | undefined }) {
    const { t } = useTranslation('draws');
    const to = BigInt(proof.before) + BigInt(proof.ticket.weight);
    return (
        <tr>
            <td className="py-1.5 pr-2 tabular-nums">{proof.index}</td>
            <td className="py-1.5 pr-2 font-mono">{proof.ticket.ticketId}</td>
            <td className="py-1.5 pr-2">
                <RarityBadge rarity={proof.ticket.rarity} />
            </td>
            <td className="py-1.5 pr-2 tabular-nums">{proof.ticket.weight}</td>
            <td className="py-1.5 pr-2 tabular-nums">{chanceNumbers(BigInt(proof.before), to)}</td>
            <td className="py-1.5">
                {ok === undefined ? (
                    <span className="text-ink-soft">…</span>
                ) : (
                    <span className="flex items-center gap-1">
                        <span
                            aria-hidden
                            className={`grid size-5 place-items-center rounded-full text-xs font-black text-white ${ok ? 'bg-emerald-600' : 'bg-lucky-600'}`}
                        >
                            {ok ? '✓' : '×'}
                        </span>
                        {ok ? t('proof.mine.in') : t('proof.mine.notIn')}
                    </span>
                )}
            </td>
        </tr>
    );
}

/** A ticket's chance numbers [from, to) as shown: "28", "33–36", or "—" for a ticket that weighs nothing. */
function chanceNumbers(from: bigint, to: bigint): string {
    if (to <= from) return '—';
    return to - from === 1n ? String(from) : `${from}–${to - 1n}`;
}

/**
 * Checks each path against the published commitment in the browser (in the verifier, off the main
 * thread, once the page is drawn: the card is below the first screen): the path must lead to the
 * root, have the shape of its place in a list of ticketCount, and fix the same interval and total
 * the server stated. Once the tier seed is revealed, each tier must re-derive too (beacon-v1: with
 * its round's signature, verified under the beacon's key, the rounds fetched once each).
 */
function useCheckedPaths(fairness: Fairness, list: ProofList | null): Checked {
    const { i18n } = useTranslation();
    const check = useVerifierCheck({
        queryKey: ['proof-my-tickets', fairness, list, i18n.resolvedLanguage],
        enabled: !!list && !!fairness.commitment,
        whenIdle: true,
        check: async () => {
            const commitment = fairness.commitment!;
            const { items, holderHash } = list!;
            const tiers = fairness.tierSeed
                ? checkTicketTiers(
                      fairness,
                      items.map(proof => ({ ...proof.ticket, holderHash })),
                      rounds => loadRarityRounds(fairness.campaignId, rounds, i18n.resolvedLanguage),
                  ).catch(() => items.map(proof => proof.ticket.ticketId))
                : Promise.resolve([]);
            const paths = items.map(async proof => {
                const { ticketId, weight } = proof.ticket;
                const steps = await verifier('decodeSumPath', proof.path, proof.index, fairness.ticketCount);
                // The leaf is hashed with the shopper's own holder hash: a path proves the ticket is theirs.
                const leaf = { ticketId, weight, holderHash };
                return steps && verifier('verifySumProof', commitment, leaf, steps, { index: proof.index, count: fairness.ticketCount });
            });
            const [wrongTiers, checkedPaths] = await Promise.all([tiers, Promise.all(paths)]);
            const result: Checked = {};
            items.forEach((proof, i) => {
                const path = checkedPaths[i];
                result[proof.ticket.ticketId] =
                    !!path &&
                    path.before === BigInt(proof.before) &&
                    String(path.total) === fairness.totalWeight &&
                    !wrongTiers.includes(proof.ticket.ticketId);
            });
            return result;
        },
    });
    return check.data ?? {};
}
