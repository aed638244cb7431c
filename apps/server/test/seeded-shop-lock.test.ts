import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { withFolderLock } from '@tuah/testing/src/seeded-shop';

/**
 * Two test files run at a time, each in its own process, and both may want the run's seeded shop at
 * once (packages/testing/src/seeded-shop.ts): one seeds or copies it while the other waits.
 */
describe('the seeded shop is seeded and copied by one test process at a time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-seeded-lock-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('tasks asking at once take turns, each finding the lock free after the one before', async () => {
        const lock = path.join(dir, 'sqlite.lock');
        const events: string[] = [];
        await Promise.all(
            Array.from({ length: 5 }, (_, i) =>
                withFolderLock(lock, async () => {
                    events.push(`in ${i}`);
                    await new Promise(resolve => setTimeout(resolve, 20));
                    events.push(`out ${i}`);
                }),
            ),
        );
        expect(events).toHaveLength(10);
        for (let k = 0; k < 10; k += 2) expect(events[k + 1]).toBe(events[k].replace('in', 'out'));
        expect(fs.existsSync(lock)).toBe(false);
    });

    it('a lock left by a process that died is taken over; a live holder is waited for', async () => {
        const lock = path.join(dir, 'postgres.lock');
        const dead = Number(execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }));
        fs.writeFileSync(lock, String(dead));
        expect(await withFolderLock(lock, async () => 'taken over')).toBe('taken over');

        fs.writeFileSync(lock, String(process.pid));
        let ran = false;
        const waiting = withFolderLock(lock, async () => (ran = true));
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(ran).toBe(false);
        fs.rmSync(lock);
        await waiting;
        expect(ran).toBe(true);
    });

    it('an empty lock left by a crash between creating and writing it is taken over once it is two seconds old', async () => {
        const lock = path.join(dir, 'empty.lock');
        fs.writeFileSync(lock, '');
        const longAgo = new Date(Date.now() - 60_000);
        fs.utimesSync(lock, longAgo, longAgo);
        expect(await withFolderLock(lock, async () => fs.readFileSync(lock, 'utf8'))).toBe(String(process.pid));
        expect(fs.existsSync(lock)).toBe(false);
        expect(fs.readdirSync(dir).filter(f => f.startsWith('empty.lock'))).toEqual([]);
    });
});
