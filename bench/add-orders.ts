import Database from 'better-sqlite3';

/**
 * Writes `count` paid orders straight into the (stopped) server's SQLite file, in one transaction:
 * each with one line of `variantId` (RM 50.00) of `campaignId`, delivery (RM 8.00), a settled
 * sandbox payment, placed one after another through the month starting `from` (UTC). Checkout
 * would take hours for 100,000 orders; the export reads only what is written here.
 */
export function addPaidOrders(sqliteFile: string, options: { count: number; variantId: string; campaignId: string; from: Date }) {
    const db = new Database(sqliteFile);
    try {
        const customers = (db.prepare(`SELECT id FROM customer`).all() as Array<{ id: number }>).map(c => c.id);
        const channelId = (db.prepare(`SELECT id FROM channel ORDER BY id LIMIT 1`).get() as { id: number }).id;
        const shippingMethodId = (db.prepare(`SELECT id FROM shipping_method ORDER BY id LIMIT 1`).get() as { id: number }).id;
        const order = db.prepare(
            `INSERT INTO "order" ("code", "state", "active", "orderPlacedAt", "couponCodes", "shippingAddress", "billingAddress", "currencyCode", "customerId",
               "subTotal", "subTotalWithTax", "shipping", "shippingWithTax")
             VALUES (?, 'PaymentSettled', 0, ?, '[]', '{}', '{}', 'MYR', ?, 4717, 5000, 755, 800)`,
        );
        const channel = db.prepare(`INSERT INTO "order_channels_channel" ("orderId", "channelId") VALUES (?, ?)`);
        const line = db.prepare(
            `INSERT INTO "order_line" ("quantity", "orderPlacedQuantity", "listPriceIncludesTax", "adjustments", "taxLines", "productVariantId", "listPrice",
               "initialListPrice", "orderId", "customFieldsCampaignid", "sellerChannelId")
             VALUES (1, 1, 1, '[]', '[{"description":"SST","taxRate":6}]', ?, 5000, 5000, ?, ?, ?)`,
        );
        const shipping = db.prepare(
            `INSERT INTO "shipping_line" ("listPriceIncludesTax", "adjustments", "taxLines", "shippingMethodId", "listPrice", "orderId")
             VALUES (1, '[]', '[{"description":"SST","taxRate":6}]', ?, 800, ?)`,
        );
        const payment = db.prepare(
            `INSERT INTO "payment" ("createdAt", "method", "state", "transactionId", "metadata", "amount", "orderId") VALUES (?, 'sandbox', 'Settled', ?, '{}', 5800, ?)`,
        );
        const sqlDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
        const spacing = (30 * 86_400_000) / options.count;
        db.transaction(() => {
            for (let i = 0; i < options.count; i++) {
                const at = sqlDate(options.from.getTime() + Math.floor(i * spacing));
                const code = `BENCH${String(i).padStart(11, '0')}`;
                const orderId = Number(order.run(code, at, customers[i % customers.length]).lastInsertRowid);
                channel.run(orderId, channelId);
                line.run(options.variantId, orderId, options.campaignId, channelId);
                shipping.run(shippingMethodId, orderId);
                payment.run(at, `bench-${code}`, orderId);
            }
        })();
    } finally {
        db.close();
    }
}
