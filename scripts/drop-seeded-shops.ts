// Drops the seeded demo shops test runs shared through TUAH_SEEDED_SHOPS_DIR (CI, at the end of a run).
import { dropSeededShops } from '../packages/testing/src/seeded-shop';

const dir = process.argv[2] ?? process.env.TUAH_SEEDED_SHOPS_DIR;
if (!dir) {
    console.error('usage: jiti scripts/drop-seeded-shops.ts <folder> (or TUAH_SEEDED_SHOPS_DIR)');
    process.exit(2);
}
dropSeededShops(dir).catch(err => {
    console.error(`Could not drop the seeded shops in ${dir}: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
});
