import { DataSource, EntitySchema } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rememberPropertyNameReplacements } from '../src/config/query-property-names';

/** Two entities of one table with the same property on different columns: one SQL text before renaming, two after. */
const Line = new EntitySchema<{ id: number; orderId: number }>({
    name: 'Line',
    tableName: 'line',
    columns: { id: { type: Number, primary: true, generated: true }, orderId: { type: Number, name: 'order_id' } },
});
const Parcel = new EntitySchema<{ id: number; orderId: number }>({
    name: 'Parcel',
    tableName: 'line',
    columns: { id: { type: Number, primary: true, generated: true }, orderId: { type: Number, name: 'ord' } },
});

/**
 * TypeORM's property-to-column renaming, remembered per statement and entity (src/config/query-property-names.ts):
 * the same text under the same alias is renamed by the alias's own entity, first time and every time after.
 */
describe('remembered property names in SQL', () => {
    let dataSource: DataSource;

    beforeAll(async () => {
        rememberPropertyNameReplacements();
        dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Line, Parcel] });
        await dataSource.initialize();
        await dataSource.query('CREATE TABLE line (id INTEGER PRIMARY KEY, order_id INTEGER, ord INTEGER)');
        await dataSource.query('INSERT INTO line (order_id, ord) VALUES (1, 2), (2, 5), (2, 5)');
    });
    afterAll(() => dataSource?.destroy());

    const count = (entity: EntitySchema<{ id: number; orderId: number }>, orderId: number) =>
        dataSource.getRepository(entity).createQueryBuilder('x').where('x.orderId = :orderId', { orderId }).getCount();
    const sql = (entity: EntitySchema<{ id: number; orderId: number }>) =>
        dataSource.getRepository(entity).createQueryBuilder('x').where('x.orderId = :orderId', { orderId: 1 }).getQuery();

    it("renames each entity's properties to its own columns, on a first query and on every one after", async () => {
        for (let round = 0; round < 3; round++) {
            expect(sql(Line)).toContain('"x"."order_id" = :orderId');
            expect(sql(Parcel)).toContain('"x"."ord" = :orderId');
            expect(await count(Line, 2)).toBe(2);
            expect(await count(Parcel, 2)).toBe(1);
            expect(await count(Line, 1)).toBe(1);
            expect(await count(Parcel, 5)).toBe(2);
        }
    });
});
