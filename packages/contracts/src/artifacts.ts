import { existsSync, readFileSync } from 'fs';
import path from 'path';
import type { Abi } from 'viem';

export interface ContractArtifact {
    abi: Abi;
    bytecode: `0x${string}`;
}

// dist/artifacts next to the compiled dist/artifacts.js; from src/ (tests) the same dist/artifacts.
const ARTIFACT_DIRS = [path.join(__dirname, 'artifacts'), path.join(__dirname, '..', 'dist', 'artifacts')];

export function loadArtifact(name: string): ContractArtifact {
    const dir = ARTIFACT_DIRS.find(candidate => existsSync(path.join(candidate, `${name}.json`)));
    if (!dir) {
        throw new Error(`@tuah/contracts: no compiled ${name} artifact in ${ARTIFACT_DIRS.join(' or ')}; ` + 'run `npm run build -w packages/contracts`');
    }
    const artifact = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as ContractArtifact;
    if (!Array.isArray(artifact.abi) || !/^0x[0-9a-f]+$/i.test(artifact.bytecode)) {
        throw new Error(`@tuah/contracts: ${name}.json in ${dir} is not { abi, bytecode }`);
    }
    return artifact;
}
