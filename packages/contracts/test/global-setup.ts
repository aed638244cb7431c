import { spawnSync } from 'child_process';
import { existsSync, readdirSync, statSync } from 'fs';
import path from 'path';
import { compileContracts } from '../src/compile';

const root = path.resolve(__dirname, '..');

/** dist/*.js is missing or older than a source or tsconfig it is built from. */
function distIsStale(): boolean {
    const sources = readdirSync(path.join(root, 'src'))
        .filter(name => name.endsWith('.ts'))
        .map(name => ({ source: path.join(root, 'src', name), output: path.join(root, 'dist', name.replace(/\.ts$/, '.js')) }));
    const configs = ['tsconfig.json', 'tsconfig.build.json'].map(name => statSync(path.join(root, name)).mtimeMs);
    return sources.some(({ source, output }) => {
        if (!existsSync(output)) return true;
        const built = statSync(output).mtimeMs;
        return built < statSync(source).mtimeMs || configs.some(config => built < config);
    });
}

/** Builds dist/ as `npm run build` does, skipping what is up to date (tsc on viem's types takes ~10 s). */
export default function setup(): void {
    if (distIsStale()) {
        const tsc = require.resolve('typescript/bin/tsc');
        const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`tsc failed:\n${result.stdout}${result.stderr}`);
    }
    compileContracts();
}
