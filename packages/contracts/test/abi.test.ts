import { describe, expect, it } from 'vitest';
import { formatAbiItem } from 'viem/utils';
import { keccak256, toBytes, type Abi } from 'viem';
import { campaignKey, drawAbi, drawArtifact, vrfCoordinatorMockAbi, vrfCoordinatorMockArtifact } from '../src';

/** Signature with indexed flags and types, without parameter names. */
function signature(item: Abi[number]): string {
    const indexed = item.type === 'event' ? item.inputs.map(input => ('indexed' in input && input.indexed ? 'i' : '-')).join('') : '';
    const outputs = item.type === 'function' ? item.outputs.map(output => output.type).join(',') : '';
    const mutability = 'stateMutability' in item ? item.stateMutability : '';
    const head = item.type === 'constructor' ? `constructor(${item.inputs.map(input => input.type).join(',')})` : formatAbiItem(item as never);
    return `${head} ${indexed} ${outputs} ${mutability}`;
}

describe('typed ABIs match the compiled artifacts', () => {
    it('drawAbi is TuahDraw exactly', () => {
        expect(new Set(drawAbi.map(signature))).toEqual(new Set(drawArtifact.abi.map(signature)));
    });

    it('vrfCoordinatorMockAbi is a part of the mock', () => {
        const compiled = new Set(vrfCoordinatorMockArtifact.abi.map(signature));
        for (const item of vrfCoordinatorMockAbi) expect(compiled).toContain(signature(item));
    });

    it('artifacts carry creation bytecode', () => {
        expect(drawArtifact.bytecode).toMatch(/^0x60[0-9a-f]+$/);
        expect(vrfCoordinatorMockArtifact.bytecode).toMatch(/^0x60[0-9a-f]+$/);
    });
});

describe('campaignKey', () => {
    it('is keccak256 of the sId as UTF-8', () => {
        expect(campaignKey('ABC234')).toBe(keccak256(toBytes('ABC234')));
        expect(campaignKey('ABC234')).toBe(keccak256(new TextEncoder().encode('ABC234')));
        expect(campaignKey('ABC234')).not.toBe(campaignKey('ABC235'));
    });
});
