import type { ReactNode } from 'react';

/** A proof page's table of tickets: scrolls sideways on a narrow phone, its headings given in order. */
export function ProofTable({ headings, children }: { headings: string[]; children: ReactNode }) {
    return (
        <div className="-mx-4 mt-3 overflow-x-auto px-4">
            <table className="w-full min-w-[18rem] text-left text-xs">
                <thead className="text-ink-soft">
                    <tr>
                        {headings.map((heading, i) => (
                            <th key={i} scope="col" className={`py-1 font-semibold ${i < headings.length - 1 ? 'pr-2' : ''}`}>
                                {heading}
                            </th>
                        ))}
                    </tr>
                </thead>
                <tbody className="divide-y divide-line">{children}</tbody>
            </table>
        </div>
    );
}
