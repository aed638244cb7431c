import Database from 'better-sqlite3';
import { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, rollTier } from '@tuah/fairness';

/**
 * Writes `count` valid tickets of one open lucky draw straight into the (stopped) server's SQLite
 * file, in one transaction, as the ticket ledger would have issued them: sequential numbers, the
 * rarity the campaign's tier seed gives each number, its draw weight. `own` (a shopper's customer
 * id) holds the tickets at `ownSeqs`; the rest are spread over the shop's other customers. The
 * campaign is then marked sold out and ended a minute ago, so the server draws it when it starts.
 * The API would take hours for a million tickets.
 */
export function addDrawTickets(sqliteFile: string, options: { campaignId: string; count: number; own: string; ownSeqs: number[] }) {
    const db = new Database(sqliteFile);
    try {
        const campaign = db.prepare(`SELECT "sId", "tierSeed", "tierOdds" FROM campaign WHERE id = ?`).get(options.campaignId) as {
            sId: string;
            tierSeed: string;
            tierOdds: string | null;
        };
        const odds = { ...DEFAULT_TIER_ODDS, ...(campaign.tierOdds ? JSON.parse(campaign.tierOdds) : {}) };
        const others = (db.prepare(`SELECT id FROM customer WHERE id != ?`).all(options.own) as Array<{ id: number }>).map(c => c.id);
        const own = new Set(options.ownSeqs);
        const insert = db.prepare(
            `INSERT INTO ticket ("ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "campaignId", "customerId") VALUES (?, ?, ?, ?, 0, 0, ?, ?)`,
        );
        const sqlDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
        db.transaction(() => {
            for (let seq = 1; seq <= options.count; seq++) {
                const ticketId = `${campaign.sId}-${String(seq).padStart(7, '0')}`;
                const rarity = rollTier(campaign.tierSeed, ticketId, odds);
                insert.run(ticketId, seq, rarity, DRAW_WEIGHTS[rarity], options.campaignId, own.has(seq) ? options.own : others[seq % others.length]);
            }
            db.prepare(`UPDATE campaign SET "issuedTicket" = ?, "totalTicket" = ?, "endDate" = ? WHERE id = ?`).run(
                options.count,
                options.count,
                sqlDate(Date.now() - 60_000),
                options.campaignId,
            );
        })();
    } finally {
        db.close();
    }
}
