import { api, Button, Input, Label } from '@vendure/dashboard';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { graphql, type ResultOf } from '../gql/graphql';

const UPLOAD_CODES = graphql(`
    mutation TuahUploadDigitalCodes($prizeLineId: ID!, $file: Upload!) {
        uploadDigitalCodes(prizeLineId: $prizeLineId, file: $file) {
            added
            duplicates
            total
            refused {
                row
                code
                reason
            }
        }
    }
`);

type CodeImport = ResultOf<typeof UPLOAD_CODES>['uploadDigitalCodes'];

const WHY: Record<CodeImport['refused'][number]['reason'], string> = {
    ALREADY_IN_POOL: "already in this prize's codes",
    REPEATED: 'repeats an earlier row of the file',
};

/** A digital line's codes from a CSV or text file (one per row, first column, a "code" header skipped: the server's rules). */
export function CodeUpload({ prizeLineId, n, onAdded }: { prizeLineId: string; n: number; onAdded: () => void }) {
    const [file, setFile] = useState<File | null>(null);
    const upload = useMutation({
        mutationFn: (f: File) => api.mutate(UPLOAD_CODES, { prizeLineId, file: f }),
        onSuccess: () => onAdded(),
    });
    const id = `prize-line-${prizeLineId}-codes`;
    const result = upload.data?.uploadDigitalCodes;
    return (
        <div className="mt-3 flex flex-col gap-2">
            <div className="flex items-end gap-2">
                <div className="flex flex-col gap-1">
                    <Label htmlFor={id}>Codes file for line {n} (CSV or text, one code per row)</Label>
                    <Input id={id} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={e => setFile(e.target.files?.[0] ?? null)} />
                </div>
                <Button variant="secondary" disabled={!file || upload.isPending} onClick={() => file && upload.mutate(file)}>
                    {upload.isPending ? 'Uploading…' : `Upload codes for line ${n}`}
                </Button>
            </div>
            {upload.error && (
                <p role="alert" className="text-sm text-destructive">
                    No codes were added: {apiErrorMessage(upload.error)}
                </p>
            )}
            {result && (
                <div role="status" className="text-sm">
                    <p>
                        {result.added} {result.added === 1 ? 'code' : 'codes'} added; the line now has {result.total}.
                        {result.duplicates > 0 && ` ${result.duplicates} ${result.duplicates === 1 ? 'row was' : 'rows were'} refused:`}
                    </p>
                    {result.refused.length > 0 && (
                        <ul className="list-disc pl-5">
                            {result.refused.map(r => (
                                <li key={r.row}>
                                    Row {r.row} ({r.code}): {WHY[r.reason]}
                                </li>
                            ))}
                        </ul>
                    )}
                    {result.duplicates > result.refused.length && <p>(the first {result.refused.length} are listed)</p>}
                </div>
            )}
        </div>
    );
}
