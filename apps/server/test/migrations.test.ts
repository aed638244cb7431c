import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { expect, it } from 'vitest';

it('the committed migrations build exactly the schema the entities describe, on SQLite and PostgreSQL', () => {
    const result = spawnSync(process.execPath, [path.join(__dirname, '../dist/scripts/migrations.js'), 'check'], {
        encoding: 'utf8',
        timeout: 120_000,
    });
    expect(result.stderr + result.stdout).toContain('Migrations match the entities for sqlite and postgres');
    expect(result.status).toBe(0);
});
