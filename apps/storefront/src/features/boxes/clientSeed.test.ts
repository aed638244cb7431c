import { describe, expect, it } from 'vitest';

import { clientSeedFor, forgetClientSeed } from './clientSeed';

describe('clientSeedFor', () => {
    it('draws 128 random bits, keeps them until the result is shown, then draws new ones', () => {
        const seed = clientSeedFor('box:7');
        expect(seed).toMatch(/^[0-9a-f]{32}$/);
        // A reload (or a retry) sends the same seed.
        expect(clientSeedFor('box:7')).toBe(seed);
        expect(clientSeedFor('box:8')).not.toBe(seed);
        forgetClientSeed('box:7');
        expect(clientSeedFor('box:7')).not.toBe(seed);
    });

    it('replaces a kept value that is not a seed', () => {
        window.sessionStorage.setItem('tuah.boxSeed.box:9', 'not-a-seed');
        expect(clientSeedFor('box:9')).toMatch(/^[0-9a-f]{32}$/);
    });
});
