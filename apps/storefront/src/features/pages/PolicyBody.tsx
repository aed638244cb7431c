import type { ReactNode } from 'react';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A policy page's body in its markdown subset (docs/engagement.md#policy-pages): blank lines part
 * paragraphs, a line starting with '## ' is a heading, '- ' a list item. Everything else is text:
 * it is drawn as React text nodes, never as HTML, so an operator's text cannot run script.
 */
export function parsePolicyBody(body: string): Block[] {
    const blocks: Block[] = [];
    let paragraph: string[] = [];
    let list: string[] | null = null;
    const flush = () => {
        if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        if (list) blocks.push({ kind: 'list', items: list });
        paragraph = [];
        list = null;
    };
    for (const raw of body.split(/\r?\n/)) {
        const line = raw.trim();
        if (!line) flush();
        else if (line.startsWith('## ')) {
            flush();
            blocks.push({ kind: 'heading', text: line.slice(3).trim() });
        } else if (line.startsWith('- ')) {
            if (paragraph.length) flush();
            (list ??= []).push(line.slice(2).trim());
        } else {
            if (list) flush();
            paragraph.push(line);
        }
    }
    flush();
    return blocks;
}

export function PolicyBody({ body }: { body: string }) {
    return (
        <div className="space-y-3 text-sm leading-relaxed text-ink">
            {parsePolicyBody(body).map((block, index): ReactNode => {
                switch (block.kind) {
                    case 'heading':
                        return (
                            <h2 key={index} className="pt-2 text-base font-extrabold">
                                {block.text}
                            </h2>
                        );
                    case 'list':
                        return (
                            <ul key={index} className="list-disc space-y-1.5 pl-5">
                                {block.items.map((item, i) => (
                                    <li key={i}>{item}</li>
                                ))}
                            </ul>
                        );
                    default:
                        return <p key={index}>{block.text}</p>;
                }
            })}
        </div>
    );
}
