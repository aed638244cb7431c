import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * Puts `content` at `file`, readable by its owner only and whole: written under a private name
 * first, so a reader never sees half a file. `keepFirst` links it into place, which fails when the
 * file exists, so a racing process that got there first keeps its own (a generated key); otherwise
 * it is renamed over whatever is there (a file completed with what can be derived from it).
 * Returns whether this call's content is the one in place (false only when `keepFirst` lost the race).
 */
export function placeOwnerOnlyFile(file: string, content: string, { keepFirst }: { keepFirst: boolean }): boolean {
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, content, { flag: 'wx', mode: 0o600 });
    try {
        if (keepFirst) fs.linkSync(draft, file);
        else fs.renameSync(draft, file);
        return true;
    } catch (raced) {
        if (!keepFirst || (raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
        return false;
    } finally {
        fs.rmSync(draft, { force: true });
    }
}
