/**
 * Compiles contracts/TuahDraw.sol and Chainlink's VRFCoordinatorV2_5Mock with the solc-js
 * compiler from node_modules (no compiler download) and writes dist/artifacts/<Name>.json,
 * each `{ abi, bytecode }`.
 *
 * Skips the compile when the compiler version, the settings and every source file the last
 * compile read (the contract and all its imports) are unchanged.
 *
 * Run as `node dist/compile.js` (the package's build does); `--force` recompiles.
 */
import { createHash } from 'crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'fs';
import path from 'path';

export const packageRoot = path.resolve(__dirname, '..');
export const artifactsDir = path.join(packageRoot, 'dist', 'artifacts');

const CHAINLINK_PREFIX = '@chainlink/contracts/';
const chainlinkRoot = path.dirname(require.resolve('@chainlink/contracts/package.json'));
const solcVersion: string = require('solc/package.json').version;

/** Source unit name → the contract to take from it. */
const TARGETS: Record<string, string> = {
    'contracts/TuahDraw.sol': 'TuahDraw',
    '@chainlink/contracts/src/v0.8/vrf/mocks/VRFCoordinatorV2_5Mock.sol': 'VRFCoordinatorV2_5Mock',
};

const SETTINGS = {
    optimizer: { enabled: true, runs: 200 },
    // Paris (no PUSH0 / MCOPY): deployable on every chain Chainlink VRF v2.5 supports.
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

/** Bump when the artifact format written below changes. */
const FORMAT = 1;
const BUILD_INFO = path.join(artifactsDir, '.build-info.json');

interface BuildInfo {
    key: string;
    files: Record<string, string>;
}

export interface Artifact {
    abi: unknown[];
    bytecode: `0x${string}`;
}

function sha256(text: string): string {
    return createHash('sha256').update(text).digest('hex');
}

/** Where a source unit name lives on disk; only the package's own files and @chainlink/contracts. */
function sourcePath(name: string): string {
    if (name.startsWith(CHAINLINK_PREFIX)) {
        const resolved = path.resolve(chainlinkRoot, name.slice(CHAINLINK_PREFIX.length));
        if (resolved.startsWith(chainlinkRoot + path.sep)) return resolved;
    } else if (name.startsWith('contracts/')) {
        const resolved = path.resolve(packageRoot, name);
        if (resolved.startsWith(path.join(packageRoot, 'contracts') + path.sep)) return resolved;
    }
    throw new Error(`Cannot resolve Solidity import "${name}"`);
}

function cacheKey(): string {
    return sha256(JSON.stringify({ FORMAT, solcVersion, SETTINGS, TARGETS }));
}

function upToDate(): boolean {
    if (!existsSync(BUILD_INFO)) return false;
    for (const name of Object.values(TARGETS)) {
        if (!existsSync(path.join(artifactsDir, `${name}.json`))) return false;
    }
    let info: BuildInfo;
    try {
        info = JSON.parse(readFileSync(BUILD_INFO, 'utf8')) as BuildInfo;
    } catch {
        return false;
    }
    if (info.key !== cacheKey()) return false;
    for (const name of Object.keys(TARGETS)) if (!(name in info.files)) return false;
    for (const [name, hash] of Object.entries(info.files)) {
        let content: string;
        try {
            content = readFileSync(sourcePath(name), 'utf8');
        } catch {
            return false;
        }
        if (sha256(content) !== hash) return false;
    }
    return true;
}

function writeAtomically(file: string, content: string): void {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, content);
    renameSync(tmp, file);
}

interface SolcOutput {
    errors?: Array<{ severity: 'error' | 'warning' | 'info'; formattedMessage: string; sourceLocation?: { file: string } }>;
    contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

/**
 * Compiles when needed; returns whether it did. Throws with solc's messages on a compile error.
 */
export function compileContracts(options: { force?: boolean; log?: (message: string) => void } = {}): {
    compiled: boolean;
    artifactsDir: string;
} {
    const log = options.log ?? (() => undefined);
    if (!options.force && upToDate()) {
        log(`contracts: artifacts up to date in ${path.relative(process.cwd(), artifactsDir) || '.'}`);
        return { compiled: false, artifactsDir };
    }

    const files: Record<string, string> = {};
    const read = (name: string): string => {
        const content = readFileSync(sourcePath(name), 'utf8');
        files[name] = sha256(content);
        return content;
    };
    const sources: Record<string, { content: string }> = {};
    for (const name of Object.keys(TARGETS)) sources[name] = { content: read(name) };

    const input = { language: 'Solidity', sources, settings: SETTINGS };
    const started = Date.now();
    // Loaded only here: requiring solc instantiates the compiler (a few seconds).
    const solc = require('solc') as {
        compile(input: string, callbacks: { import(name: string): { contents: string } | { error: string } }): string;
    };
    const output = JSON.parse(
        solc.compile(JSON.stringify(input), {
            import(name: string) {
                try {
                    return { contents: read(name) };
                } catch (error) {
                    return { error: (error as Error).message };
                }
            },
        }),
    ) as SolcOutput;

    const problems = output.errors ?? [];
    const errors = problems.filter(e => e.severity === 'error');
    if (errors.length > 0) {
        throw new Error(`Solidity compile failed:\n${errors.map(e => e.formattedMessage).join('\n')}`);
    }
    // Warnings in our own contract are worth seeing; Chainlink's are not ours to fix.
    for (const warning of problems) {
        if (warning.sourceLocation?.file?.startsWith('contracts/')) log(warning.formattedMessage);
    }

    mkdirSync(artifactsDir, { recursive: true });
    for (const [source, contractName] of Object.entries(TARGETS)) {
        const contract = output.contracts?.[source]?.[contractName];
        if (!contract) throw new Error(`solc produced no ${contractName} in ${source}`);
        const artifact: Artifact = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
        writeAtomically(path.join(artifactsDir, `${contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
    }
    const info: BuildInfo = { key: cacheKey(), files };
    writeAtomically(BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`);
    log(
        `contracts: compiled ${Object.values(TARGETS).join(', ')} with solc-js ${solcVersion} ` +
            `(${Object.keys(files).length} sources) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
    return { compiled: true, artifactsDir };
}

if (require.main === module) {
    try {
        compileContracts({ force: process.argv.includes('--force'), log: message => console.log(message) });
    } catch (error) {
        console.error((error as Error).message);
        process.exit(1);
    }
}
