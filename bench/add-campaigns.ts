import Database from 'better-sqlite3';

/**
 * Adds `count` lucky draws to the server's SQLite file (the server stopped or running: new campaigns
 * reach a running shop as its sales do) in one transaction: copies of the demo's open draws (same
 * products, prizes and pictures) with spread-out dates, and hourly ticket and buyer counters over
 * the last 30 hours with the scores they make, as writeTickets and the ranking task would have left
 * them, so the Hottest and Trending sheets have real scores to order. Their official rules too, as
 * every campaign has them. The API would take minutes for as many.
 */
export function addCampaigns(sqliteFile: string, count: number) {
    const db = new Database(sqliteFile);
    // A server may have the file open (WAL): wait out its short write locks.
    db.pragma('busy_timeout = 5000');
    try {
        const templates = db.prepare(`SELECT * FROM campaign WHERE state = 'ACTIVE' AND typStr = 'LUCKYDRAW'`).all() as any[];
        const translations = db.prepare(`SELECT * FROM campaign_translation`).all() as any[];
        const customers = (db.prepare(`SELECT id FROM customer`).all() as Array<{ id: number }>).map(c => c.id);
        const now = Date.now();
        const hourNow = Math.floor(now / 3_600_000);
        const sqlDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
        const insertCampaign =
            db.prepare(`INSERT INTO campaign ("sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierSeed", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId", "rules")
            VALUES (@sId, 'LUCKYDRAW', 'ACTIVE', 'OPEN', 0, @startDate, @endDate, 0, 0, @ticketPerItem, @ticketPerItemForSp, @totalTicket, @issuedTicket, 0, NULL, NULL, @tierSeed, @productId, @prizeId, @specialVariantId, @coverId, @featuredImgId, @rules)`);
        const insertTranslation = db.prepare(
            `INSERT INTO campaign_translation ("languageCode", "name", "description", "cardBuyTxt", "baseId") VALUES (?, ?, ?, ?, ?)`,
        );
        const insertActivity = db.prepare(`INSERT INTO campaign_hourly_activity ("campaignId", "hour", "tickets") VALUES (?, ?, ?)`);
        const insertParticipant = db.prepare(`INSERT OR IGNORE INTO campaign_hourly_participant ("campaignId", "hour", "customerId") VALUES (?, ?, ?)`);
        db.transaction(() => {
            for (let i = 0; i < count; i++) {
                const t = templates[i % templates.length];
                // Up to five busy hours in the last 30: some campaigns score in the last 24 h, some only before.
                const hours = Array.from({ length: i % 6 }, (_, k) => hourNow - ((i * 7 + k * 5) % 30));
                const tickets = hours.map((_, k) => 1 + ((i * 13 + k * 17) % 60));
                const issued = tickets.reduce((a, b) => a + b, 0) + (i % 40);
                const { lastInsertRowid } = insertCampaign.run({
                    sId: `BN${i.toString(36).toUpperCase().padStart(4, '0')}`,
                    startDate: sqlDate(now - ((i % 720) + 1) * 3_600_000),
                    endDate: sqlDate(now + ((i % 30) + 1) * 86_400_000),
                    ticketPerItem: t.ticketPerItem,
                    ticketPerItemForSp: t.ticketPerItemForSp,
                    totalTicket: issued + 100 + (i % 900),
                    issuedTicket: issued,
                    tierSeed: t.tierSeed,
                    productId: t.productId,
                    prizeId: t.prizeId,
                    specialVariantId: t.specialVariantId,
                    coverId: t.coverId,
                    featuredImgId: t.featuredImgId,
                    rules: t.rules,
                });
                for (const tr of translations.filter(tr => tr.baseId === t.id))
                    insertTranslation.run(tr.languageCode, `${tr.name} #${i + 1}`, tr.description, tr.cardBuyTxt, lastInsertRowid);
                new Set(hours).forEach(hour => {
                    insertActivity.run(lastInsertRowid, hour, tickets[hours.indexOf(hour)]);
                    for (let k = 0; k < 1 + (i % 3); k++) insertParticipant.run(lastInsertRowid, hour, customers[(i + k) % customers.length]);
                });
            }
            // The Hottest and Trending scores, as the sales and the minutely ranking task leave them (docs/performance.md#campaign-lists).
            db.prepare(
                `UPDATE campaign SET
                   "ticketsLast24h" = COALESCE((SELECT SUM("tickets") FROM campaign_hourly_activity a WHERE a."campaignId" = campaign.id AND a.hour >= @since), 0),
                   "buyersLast24h" = (SELECT COUNT(DISTINCT "customerId") FROM campaign_hourly_participant p WHERE p."campaignId" = campaign.id AND p.hour >= @since)`,
            ).run({ since: hourNow - 23 });
        })();
        // A running server reads on: its next reads find the new rows in the database file itself,
        // not in a write-ahead log thousands of pages long.
        db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
        db.close();
    }
}

/** The newest campaign's id in the server's SQLite file: what `removeCampaignsAfter` keeps. */
export function lastCampaignId(sqliteFile: string): number {
    const db = new Database(sqliteFile, { readonly: true });
    try {
        return (db.prepare(`SELECT MAX(id) AS id FROM campaign`).get() as { id: number }).id;
    } finally {
        db.close();
    }
}

/**
 * Takes the shop back to its size before `addCampaigns`: removes the campaigns after `lastId` with
 * their words and hourly counters (all that `addCampaigns` writes for them), in one transaction,
 * the server running.
 */
export function removeCampaignsAfter(sqliteFile: string, lastId: number) {
    const db = new Database(sqliteFile);
    db.pragma('busy_timeout = 5000');
    try {
        db.transaction(() => {
            for (const [table, column] of [
                ['campaign_translation', 'baseId'],
                ['campaign_hourly_activity', 'campaignId'],
                ['campaign_hourly_participant', 'campaignId'],
            ]) {
                db.prepare(`DELETE FROM ${table} WHERE "${column}" > ?`).run(lastId);
            }
            db.prepare(`DELETE FROM campaign WHERE id > ?`).run(lastId);
        })();
        db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
        db.close();
    }
}
