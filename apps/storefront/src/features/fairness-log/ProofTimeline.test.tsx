import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { renderShop } from '../../test/render';
import { ProofTimeline } from './ProofTimeline';
import type { BeaconTimes, TimelineEntry } from './timelineCheck';

const COMMITMENT = 'c0ffee'.repeat(10) + 'c0ff';

/** A local draw's timeline as the server publishes it: no contract, oracle or chain stages. */
const local: TimelineEntry[] = [
    { stage: 'SALES_CLOSED', at: '2026-11-22T09:59:00.000Z', evidence: '3' },
    { stage: 'COMMITTED', at: '2026-11-22T10:00:00.000Z', evidence: COMMITMENT },
    { stage: 'RANDOMNESS_KNOWN', at: '2026-11-22T10:00:05.000Z', evidence: 'pf'.repeat(40) },
    { stage: 'RESULT', at: '2026-11-22T10:00:06.000Z', evidence: 'DONE6X-0002' },
];

function renderTimeline(props: Parameters<typeof ProofTimeline>[0], title = 'Timeline') {
    renderShop('/', [{ path: '/', element: <ProofTimeline {...props} /> }]);
    return screen.findByRole('region', { name: title });
}

describe('a proof timeline', () => {
    it('lists each stage with its time and evidence, and says the order holds', async () => {
        const card = await renderTimeline({ kind: 'draw', stages: local, provider: 'local' });
        expect(await within(card).findByRole('status')).toHaveTextContent('In order');
        const stages = within(card).getAllByRole('listitem');
        expect(stages.map(li => li.querySelector('p')!.textContent)).toEqual([
            'Sales closed',
            'Ticket list sealed (commitment published)',
            'Randomness known',
            'Winner announced',
        ]);
        expect(stages[1]).toHaveTextContent(`Commitment: ${COMMITMENT}`);
        expect(stages[2]).toHaveTextContent('VRF proof: ');
        expect(stages[3]).toHaveTextContent('Winning ticket: DONE6X-0002');
    });

    it('fails a reordered timeline: the result dated before the randomness', async () => {
        const reordered = local.map(s => (s.stage === 'RESULT' ? { ...s, at: '2026-11-22T10:00:04.000Z' } : s));
        const card = await renderTimeline({ kind: 'draw', stages: reordered, provider: 'local' });
        const alert = await within(card).findByRole('alert');
        expect(alert).toHaveTextContent('Out of order: Winner announced is dated before a stage it must follow. This proof does not verify.');
        const result = within(card).getAllByRole('listitem')[3]!;
        expect(result).toHaveAttribute('aria-invalid', 'true');
        expect(result).toHaveTextContent('Out of order');
    });

    it('checks a drand round by its own emission time: a round emitted before the commitment fails', async () => {
        // Round 30 of a chain with genesis 10:00:00 and 1 s rounds is emitted at 10:00:29, before the commitment at 10:00:40.
        const genesis = Date.parse('2026-11-22T10:00:00.000Z') / 1000;
        const beacon: BeaconTimes = { beaconFixedAt: genesis + 40, beaconDelaySeconds: 2, beaconRound: 30, beaconGenesisTime: genesis, beaconPeriod: 1 };
        const stages: TimelineEntry[] = [
            { stage: 'COMMITTED', at: '2026-11-22T10:00:40.000Z', evidence: COMMITMENT },
            { stage: 'ROUND_FIXED', at: '2026-11-22T10:00:40.000Z', evidence: '30' },
            { stage: 'RANDOMNESS_KNOWN', at: '2026-11-22T10:00:29.000Z', evidence: 'ab'.repeat(48) },
            { stage: 'RESULT', at: '2026-11-22T10:00:45.000Z', evidence: 'DONE6X-0002' },
        ];
        const card = await renderTimeline({ kind: 'draw', stages, provider: 'drand', beacon });
        expect(await within(card).findByRole('alert')).toHaveTextContent('Out of order: Randomness known');
        expect(within(card).getAllByRole('listitem')[2]).toHaveTextContent('Round signature: ');
    });

    it('links a chainlink transaction to the chain’s explorer', async () => {
        const stages: TimelineEntry[] = [
            { stage: 'COMMITTED', at: '2026-11-22T10:00:00.000Z', evidence: COMMITMENT },
            { stage: 'COMMITMENT_ON_CHAIN', at: '2026-11-22T10:00:10.000Z', evidence: '0x' + 'aa'.repeat(32) },
        ];
        const card = await renderTimeline({ kind: 'draw', stages, provider: 'chainlink', chainId: 11155111 });
        expect(within(card).getByRole('link', { name: '0x' + 'aa'.repeat(32) })).toHaveAttribute(
            'href',
            `https://sepolia.etherscan.io/tx/0x${'aa'.repeat(32)}`,
        );
    });

    it('speaks Malay, a box timeline included, and fails a box opened before it was bought', async () => {
        await act(() => changeLanguage('ms'));
        const box: TimelineEntry[] = [
            { stage: 'COMMITTED', at: '2026-11-20T10:00:00.000Z', evidence: 'c0'.repeat(32) },
            { stage: 'BOUGHT', at: '2026-11-23T10:00:00.000Z', evidence: 'BBFIG1-000011' },
            { stage: 'RESULT', at: '2026-11-23T09:00:00.000Z', evidence: 'aa'.repeat(32) },
        ];
        const card = await renderTimeline({ kind: 'box', stages: box }, 'Garis masa');
        expect(await within(card).findByRole('alert')).toHaveTextContent('Tidak mengikut urutan: Kotak dibuka');
        expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent('Kod kotak: BBFIG1-000011');
        await act(() => changeLanguage('en'));
    });

    it('shows nothing without a timeline (a draw from before it)', () => {
        renderShop('/', [{ path: '/', element: <ProofTimeline kind="draw" stages={null} /> }]);
        expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();
    });
});
