import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Source comments point only at what a newcomer has: the repository's own docs. No server; reads
 * the sources under apps/ and packages/ as text.
 */
const REPO = path.resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.vite']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|graphql|html|css|md)$/;

function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sources(full);
        return SOURCE.test(entry.name) ? [full] : [];
    });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
    return heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
    const text = fs.readFileSync(doc, 'utf8').replace(/```[\s\S]*?```/g, '');
    const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map(m => anchor(m[1]!));
    // An explicit anchor (`<a id="holds"></a>`) names a place inside a section, as GitHub renders it.
    const explicit = [...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map(m => m[1]!);
    return new Set([...headings, ...explicit]);
}

/** Every `docs/<name>.md` or `docs/<name>.md#<anchor>` mention in the sources, with where it stands. */
function docMentions(files: string[]) {
    return files.flatMap(file =>
        fs
            .readFileSync(file, 'utf8')
            .split('\n')
            .flatMap((line, i) =>
                [...line.matchAll(/\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g)].map(m => ({
                    at: `${path.relative(REPO, file)}:${i + 1}`,
                    doc: m[1]!,
                    anchor: m[2],
                })),
            ),
    );
}

describe('source comments point at files the repository has', () => {
    const files = ['apps', 'packages'].flatMap(dir => sources(path.join(REPO, dir)));

    it('cite no design notes or spec sections from outside the repository', () => {
        const outside = files.flatMap(file =>
            fs
                .readFileSync(file, 'utf8')
                .split('\n')
                .flatMap((line, i) => (/\bDESIGN(\.md| §)|\bspec(ification)? §/i.test(line) ? [`${path.relative(REPO, file)}:${i + 1}: ${line.trim()}`] : [])),
        );
        expect(outside).toEqual([]);
    });

    it('name only docs that exist, and only headings those docs have', () => {
        const mentions = docMentions(files);
        expect(mentions.length).toBeGreaterThan(20);
        const anchors = new Map<string, Set<string> | null>();
        const broken = mentions.flatMap(({ at, doc, anchor: wanted }) => {
            if (!anchors.has(doc)) {
                const docPath = path.join(REPO, 'docs', doc);
                anchors.set(doc, fs.existsSync(docPath) ? anchorsOf(docPath) : null);
            }
            const known = anchors.get(doc);
            if (!known) return [`${at}: docs/${doc} does not exist`];
            if (wanted && !known.has(wanted)) return [`${at}: docs/${doc} has no heading #${wanted}`];
            return [];
        });
        expect(broken).toEqual([]);
    });
});
