import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { MOCKS_MODULES } from './isolatedFiles';

const root = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return testFiles(file);
        return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, file)] : [];
    });
}

describe('component tests sharing one module graph', () => {
    it('every file that mocks a module runs in its own graph, and every listed file still mocks one', () => {
        // Written apart so this file's own text does not count.
        const mocking = new RegExp('\\bvi\\.' + 'mock\\(');
        const mocks = testFiles(path.join(root, 'src')).filter(file => mocking.test(fs.readFileSync(path.join(root, file), 'utf8')));
        expect(mocks.sort()).toEqual([...MOCKS_MODULES].sort());
    });
});
