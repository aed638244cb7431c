import {
    ActionBarItem,
    Alert,
    AlertDescription,
    AlertTitle,
    api,
    Badge,
    Button,
    Checkbox,
    FullWidthPageBlock,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageActionBar,
    PageActionBarLeft,
    PageLayout,
    PageTitle,
    toast,
    usePermissions,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { type Picture, PicturePicker } from '../common/picture-picker';
import { PRIZE_RARITIES, type PrizeRarity, TIER_LABEL } from '../common/tiers';
import { graphql, type ResultOf, type VariablesOf } from '../gql/graphql';
import { UPDATE_PRIZE_TABLE } from './permissions';
import { CodeUpload } from './CodeUpload';
import { type ChosenVariant, VariantPicker } from './VariantPicker';

const LINE_FIELDS = graphql(`
    fragment TuahPrizeLineFields on PrizeLine {
        id
        rarity
        pType
        rPercent
        brandStr
        isLose
        stock
        awarded
        remaining
        totalCodes
        freeCodes
        productVariant {
            id
            name
            sku
        }
        prizeImgAsset {
            id
            name
            preview
        }
        animationImgAsset {
            id
        }
        translations {
            languageCode
            prizeName
            tnc
        }
    }
`);

const PRIZE_TABLE = graphql(
    `
        query TuahPrizeTable($campaignId: ID!) {
            prizeTable(campaignId: $campaignId) {
                campaignId
                name
                sold
                lines {
                    ...TuahPrizeLineFields
                }
            }
        }
    `,
    [LINE_FIELDS],
);

const SAVE_PRIZE_TABLE = graphql(
    `
        mutation TuahSavePrizeTable($campaignId: ID!, $lines: [PrizeLineInput!]!) {
            savePrizeTable(campaignId: $campaignId, lines: $lines) {
                __typename
                ... on PrizeTable {
                    campaignId
                    name
                    sold
                    lines {
                        ...TuahPrizeLineFields
                    }
                }
                ... on InvalidPrizeTableError {
                    message
                    reason
                    totalPercent
                    line
                }
            }
        }
    `,
    [LINE_FIELDS],
);

type PrizeLine = ResultOf<typeof LINE_FIELDS>;
type PrizeType = PrizeLine['pType'];

/** One line as the operator edits it: numbers stay text until saved, so nothing typed is lost or reformatted. */
interface LineForm {
    key: string;
    id?: string;
    rarity: PrizeRarity;
    pType: PrizeType;
    rPercent: string;
    stock: string;
    isLose: boolean;
    brandStr: string;
    productVariantId: string;
    /** The variant as the operator sees it (name, SKU); only its id is saved. */
    variant: ChosenVariant | null;
    nameEn: string;
    nameMs: string;
    tncEn: string;
    tncMs: string;
    prizeImgId: string | null;
    /** The prize's picture as the operator sees it; only its id is saved. */
    picture: Picture | null;
    animationImgId: string | null;
}

let newKeys = 0;
function toForm(line: PrizeLine): LineForm {
    const t = (lang: string) => line.translations.find(x => x.languageCode === lang);
    return {
        key: line.id,
        id: line.id,
        rarity: line.rarity,
        pType: line.pType,
        rPercent: String(line.rPercent),
        stock: line.stock == null ? '' : String(line.stock),
        isLose: line.isLose,
        brandStr: line.brandStr,
        productVariantId: line.productVariant?.id ?? '',
        variant: line.productVariant,
        nameEn: t('en')?.prizeName ?? '',
        nameMs: t('ms')?.prizeName ?? '',
        tncEn: t('en')?.tnc ?? '',
        tncMs: t('ms')?.tnc ?? '',
        prizeImgId: line.prizeImgAsset?.id ?? null,
        picture: line.prizeImgAsset,
        animationImgId: line.animationImgAsset?.id ?? null,
    };
}
const blankLine = (): LineForm => ({
    key: `new-${++newKeys}`,
    rarity: 'COMMON',
    pType: 'PHYSICAL',
    rPercent: '',
    stock: '',
    isLose: false,
    brandStr: '',
    productVariantId: '',
    variant: null,
    nameEn: '',
    nameMs: '',
    tncEn: '',
    tncMs: '',
    prizeImgId: null,
    picture: null,
    animationImgId: null,
});

/** Odds in hundredths of a percent, as the server counts them (at most two decimals); NaN when not a number. */
const hundredths = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text) * 100));
const FULL = 10_000;
const percent = (h: number) => `${(h / 100).toFixed(2)} %`;

/** What stops the table from saving, found before asking the server: the operator sees it next to the line. */
function problems(lines: LineForm[]): { table?: string; lines: Record<string, string> } {
    const byLine: Record<string, string> = {};
    lines.forEach((l, i) => {
        const h = hundredths(l.rPercent);
        const n = i + 1;
        if (Number.isNaN(h) || h <= 0 || h > FULL || Math.abs(Number(l.rPercent) * 100 - h) > 1e-6) {
            byLine[l.key] = `Line ${n}: the odds must be a percentage above 0 and at most 100, with at most two decimals.`;
        } else if (l.stock.trim() !== '' && !/^\d+$/.test(l.stock.trim())) {
            byLine[l.key] = `Line ${n}: stock is a whole number of 0 or more, or empty for unlimited.`;
        } else if (!l.nameEn.trim() || !l.nameMs.trim()) {
            byLine[l.key] = `Line ${n}: give the prize's name in English and in Malay.`;
        } else if (l.pType === 'PHYSICAL' && !l.isLose && !l.productVariantId.trim()) {
            byLine[l.key] = `Line ${n}: a physical prize needs the product variant that ships.`;
        }
    });
    if (!lines.length) return { table: 'A blind box needs at least one prize line.', lines: byLine };
    const total = lines.reduce((sum, l) => sum + (Number.isNaN(hundredths(l.rPercent)) ? 0 : hundredths(l.rPercent)), 0);
    if (total !== FULL)
        return { table: `The odds add up to ${percent(total)}, not 100 %. Change the lines so they add up to exactly 100 % before saving.`, lines: byLine };
    return { lines: byLine };
}

function toInput(l: LineForm): VariablesOf<typeof SAVE_PRIZE_TABLE>['lines'][number] {
    return {
        id: l.id,
        rarity: l.rarity,
        pType: l.pType,
        rPercent: Number(l.rPercent),
        brandStr: l.brandStr,
        isLose: l.isLose,
        stock: l.stock.trim() === '' ? null : Number(l.stock),
        productVariantId: l.productVariantId.trim() || null,
        prizeImgId: l.prizeImgId,
        animationImgId: l.animationImgId,
        translations: [
            { languageCode: 'en', prizeName: l.nameEn.trim(), tnc: l.tncEn },
            { languageCode: 'ms', prizeName: l.nameMs.trim(), tnc: l.tncMs },
        ],
    };
}

export function PrizeTableEditorPage({ campaignId }: { campaignId: string }) {
    const queryClient = useQueryClient();
    const { hasPermissions } = usePermissions();
    const canEdit = hasPermissions([UPDATE_PRIZE_TABLE]);
    const queryKey = ['tuah', 'prize-table', campaignId];
    const { data, isPending, error } = useQuery({
        queryKey,
        queryFn: () => api.query(PRIZE_TABLE, { campaignId }),
    });
    const [lines, setLines] = useState<LineForm[] | null>(null);
    // The refusal shown after "Save": the table's, or one line's (by its key).
    const [refusal, setRefusal] = useState<{ table?: string; lines: Record<string, string> } | null>(null);

    // The form starts from the server's table once; later refetches (code counts after an upload) leave edits alone.
    useEffect(() => {
        if (data && lines === null) setLines(data.prizeTable.lines.map(toForm));
    }, [data, lines]);

    const save = useMutation({
        mutationFn: (form: LineForm[]) => api.mutate(SAVE_PRIZE_TABLE, { campaignId, lines: form.map(toInput) }),
        onSuccess: ({ savePrizeTable: result }, form) => {
            if (result.__typename === 'InvalidPrizeTableError') {
                const key = result.line != null ? form[result.line - 1]?.key : undefined;
                setRefusal(key ? { lines: { [key]: result.message } } : { table: result.message, lines: {} });
                return;
            }
            setRefusal(null);
            queryClient.setQueryData(queryKey, { prizeTable: result });
            setLines(result.lines.map(toForm));
            void queryClient.invalidateQueries({ queryKey: ['tuah', 'prize-tables'] });
            toast.success('Prize table saved');
        },
        onError: err => setRefusal({ table: `The prize table was not saved: ${apiErrorMessage(err)}`, lines: {} }),
    });

    const table = data?.prizeTable;
    const serverLine = new Map((table?.lines ?? []).map(l => [l.id, l]));
    const total = (lines ?? []).reduce((sum, l) => sum + (Number.isNaN(hundredths(l.rPercent)) ? 0 : hundredths(l.rPercent)), 0);
    const update = (key: string, patch: Partial<LineForm>) => setLines(ls => (ls ?? []).map(l => (l.key === key ? { ...l, ...patch } : l)));

    const onSave = () => {
        if (!lines) return;
        const found = problems(lines);
        if (found.table || Object.keys(found.lines).length) {
            setRefusal(found);
            return;
        }
        save.mutate(lines);
    };

    return (
        <Page pageId="tuah-prize-table-editor">
            <PageTitle>{table?.name ? `Prize table: ${table.name}` : 'Prize table'}</PageTitle>
            <PageActionBar>
                <PageActionBarLeft>
                    <Link to="/tuah/prize-tables" className="underline self-center">
                        All prize tables
                    </Link>
                </PageActionBarLeft>
                <ActionBarItem itemId="tuah-save-prize-table" requiresPermission={[UPDATE_PRIZE_TABLE]}>
                    <Button onClick={onSave} disabled={!lines || save.isPending}>
                        {save.isPending ? 'Saving…' : 'Save prize table'}
                    </Button>
                </ActionBarItem>
            </PageActionBar>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-prize-table-editor">
                    {error ? (
                        <p role="alert">Could not load the prize table: {apiErrorMessage(error)}</p>
                    ) : isPending || !lines || !table ? (
                        <p>Loading the prize table…</p>
                    ) : table.name == null ? (
                        <p role="alert">There is no campaign with id {campaignId}.</p>
                    ) : (
                        <div className="flex flex-col gap-4">
                            {!canEdit && (
                                <p className="text-sm text-muted-foreground">You can see this table; changing it needs the UpdatePrizeTable permission.</p>
                            )}
                            {table.sold && (
                                <p className="text-sm">
                                    Boxes have been sold: the odds and the set of lines are locked. Names, terms, brand and stock can still change.
                                </p>
                            )}
                            <p role="status" aria-live="polite" className={total === FULL ? 'font-medium' : 'font-medium text-destructive'}>
                                Odds total: {percent(total)}
                                {total === FULL
                                    ? ' (complete)'
                                    : ` (must be exactly 100 %: ${total < FULL ? `${percent(FULL - total)} missing` : `${percent(total - FULL)} too much`})`}
                            </p>
                            {refusal?.table && (
                                <Alert variant="destructive">
                                    <AlertTitle>Not saved</AlertTitle>
                                    <AlertDescription>{refusal.table}</AlertDescription>
                                </Alert>
                            )}
                            {lines.map((line, i) => (
                                <LineEditor
                                    key={line.key}
                                    n={i + 1}
                                    line={line}
                                    saved={line.id ? serverLine.get(line.id) : undefined}
                                    canEdit={canEdit}
                                    problem={refusal?.lines[line.key]}
                                    onChange={patch => update(line.key, patch)}
                                    onRemove={() => setLines(ls => (ls ?? []).filter(l => l.key !== line.key))}
                                    onCodesAdded={() => queryClient.invalidateQueries({ queryKey })}
                                />
                            ))}
                            {canEdit && (
                                <div>
                                    <Button variant="outline" onClick={() => setLines(ls => [...(ls ?? []), blankLine()])}>
                                        Add prize line
                                    </Button>
                                </div>
                            )}
                        </div>
                    )}
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}

function LineEditor(props: {
    n: number;
    line: LineForm;
    saved?: PrizeLine;
    canEdit: boolean;
    problem?: string;
    onChange: (patch: Partial<LineForm>) => void;
    onRemove: () => void;
    onCodesAdded: () => void;
}) {
    const { n, line, saved, canEdit, problem, onChange } = props;
    const id = (field: string) => `prize-line-${line.key}-${field}`;
    const text = (field: keyof LineForm, label: string, extra: { type?: string; inputMode?: 'decimal' | 'numeric'; placeholder?: string } = {}) => (
        <div className="flex flex-col gap-1">
            <Label htmlFor={id(field)}>{label}</Label>
            <Input id={id(field)} value={line[field] as string} onChange={e => onChange({ [field]: e.target.value })} {...extra} />
        </div>
    );
    return (
        <fieldset className="rounded-md border p-4" aria-label={`Line ${n}`} disabled={!canEdit}>
            <legend className="px-1 font-medium">
                Line {n}: {line.nameEn || 'new prize'} {line.isLose && <Badge variant="secondary">Consolation</Badge>}
            </legend>
            <div className="grid grid-cols-2 md:grid-cols-4 gap-3">
                {text('rPercent', 'Odds (%)', { inputMode: 'decimal' })}
                <div className="flex flex-col gap-1">
                    <Label htmlFor={id('rarity')}>Rarity</Label>
                    <NativeSelect id={id('rarity')} value={line.rarity} onChange={e => onChange({ rarity: e.target.value as PrizeRarity })}>
                        {PRIZE_RARITIES.map(r => (
                            <NativeSelectOption key={r} value={r}>
                                {TIER_LABEL[r]}
                            </NativeSelectOption>
                        ))}
                    </NativeSelect>
                </div>
                <div className="flex flex-col gap-1">
                    <Label htmlFor={id('pType')}>Type</Label>
                    <NativeSelect id={id('pType')} value={line.pType} onChange={e => onChange({ pType: e.target.value as LineForm['pType'] })}>
                        <NativeSelectOption value="PHYSICAL">Physical (ships)</NativeSelectOption>
                        <NativeSelectOption value="DIGITAL">Digital (a code)</NativeSelectOption>
                    </NativeSelect>
                </div>
                {text('stock', 'Stock (empty: unlimited)', { inputMode: 'numeric' })}
                {text('nameEn', 'Prize name (English)')}
                {text('nameMs', 'Prize name (Malay)')}
                {text('tncEn', 'Terms (English)')}
                {text('tncMs', 'Terms (Malay)')}
                {text('brandStr', 'Brand')}
                {line.pType === 'PHYSICAL' && !line.isLose && (
                    <VariantPicker
                        inputId={id('variant')}
                        n={n}
                        chosen={line.variant}
                        onChoose={variant => onChange({ productVariantId: variant.id, variant })}
                    />
                )}
                <div className="col-span-2">
                    <PicturePicker
                        id={id('picture')}
                        label={`Picture of line ${n}`}
                        value={line.picture}
                        onChange={picture => onChange({ picture, prizeImgId: picture?.id ?? null })}
                    />
                </div>
                <div className="flex items-center gap-2 self-end pb-2">
                    <Checkbox id={id('isLose')} checked={line.isLose} onCheckedChange={checked => onChange({ isLose: checked === true })} disabled={!canEdit} />
                    <Label htmlFor={id('isLose')}>Consolation line (nothing ships)</Label>
                </div>
            </div>
            <p className="text-sm mt-3 tabular-nums">
                {saved
                    ? `Awarded: ${saved.awarded} · Remaining: ${saved.remaining == null ? 'unlimited' : saved.remaining}` +
                      (saved.pType === 'DIGITAL' ? ` · Codes: ${saved.totalCodes} (${saved.freeCodes} not yet won)` : '')
                    : 'Not saved yet.'}
            </p>
            {problem && (
                <p role="alert" className="text-sm text-destructive mt-2">
                    {problem}
                </p>
            )}
            {line.pType === 'DIGITAL' &&
                canEdit &&
                (saved?.pType === 'DIGITAL' ? (
                    <CodeUpload prizeLineId={saved.id} n={n} onAdded={props.onCodesAdded} />
                ) : (
                    <p className="text-sm text-muted-foreground mt-2">Save the table first, then upload this line's codes.</p>
                ))}
            {canEdit && (
                <Button variant="ghost" className="mt-2" onClick={props.onRemove}>
                    Remove line {n}
                </Button>
            )}
        </fieldset>
    );
}
