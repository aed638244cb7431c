import { createRequire } from 'node:module';

import { expect, it } from 'vitest';

import { DEMO_SHOPPER_PASSWORD, DEMO_SHOPPER_PASSWORD_HASH } from '../dist/seed/demo-campaigns';

// Vendure's own bcrypt (no type package in the repository).
const bcrypt = createRequire(__filename)('bcrypt') as { compare(p: string, h: string): Promise<boolean>; getRounds(h: string): number };

// The demo seed gives the demo shoppers this hash instead of making one (docs/performance.md#first-start):
// it must be the published password's, and as strong as Vendure's own hashing (bcrypt, cost 12).
it('the demo shoppers’ precomputed password hash is the published password at bcrypt cost 12', async () => {
    expect(DEMO_SHOPPER_PASSWORD_HASH).toMatch(/^\$2b\$12\$/);
    expect(bcrypt.getRounds(DEMO_SHOPPER_PASSWORD_HASH)).toBe(12);
    expect(await bcrypt.compare(DEMO_SHOPPER_PASSWORD, DEMO_SHOPPER_PASSWORD_HASH)).toBe(true);
    expect(await bcrypt.compare(`${DEMO_SHOPPER_PASSWORD}x`, DEMO_SHOPPER_PASSWORD_HASH)).toBe(false);
});
