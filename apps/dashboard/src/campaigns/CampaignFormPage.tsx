import {
    Alert,
    AlertDescription,
    AlertTitle,
    api,
    Badge,
    Button,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Switch,
    Textarea,
    toast,
    usePermissions,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { type Picture, PicturePicker } from '../common/picture-picker';
import { NeedsPermission } from '../common/permissions';
import { CAMPAIGN_PERMISSION, type CampaignType, TYPE_LABEL } from './campaign-types';
import { canBeCancelled, CancelCampaign } from './CancelCampaign';
import { graphql } from '../gql/graphql';

const CAMPAIGN_FIELDS = graphql(`
    fragment TuahCampaignFields on Campaign {
        id
        sId
        name
        typStr
        state
        stage
        isCancelled
        issuedTicket
        totalTicket
        maxQty
        minTicket
        ticketPerItem
        ticketPerItemForSp
        startDate
        endDate
        isHot
        isNew
        tierOdds
        translations {
            id
            languageCode
            name
            description
            cardBuyTxt
        }
        product {
            id
            name
            variants {
                id
                name
                sku
            }
        }
        specialVariant {
            id
        }
        prize {
            id
            name
        }
        cover {
            id
            name
            preview
        }
        featuredImg {
            id
            name
            preview
        }
    }
`);

const CAMPAIGN = graphql(`query TuahCampaign($id: ID!) { campaign(id: $id) { ...TuahCampaignFields } }`, [CAMPAIGN_FIELDS]);
const CREATE = graphql(`mutation TuahCreateCampaign($input: CreateCampaignInput!) { createCampaign(input: $input) { ...TuahCampaignFields } }`, [CAMPAIGN_FIELDS]);
const UPDATE = graphql(`mutation TuahUpdateCampaign($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ...TuahCampaignFields } }`, [CAMPAIGN_FIELDS]);
const PRODUCTS = graphql(`
    query TuahCampaignProducts($term: String!) {
        products(options: { take: 8, filter: { name: { contains: $term } }, sort: { name: ASC } }) {
            items {
                id
                name
                variants {
                    id
                    name
                    sku
                }
            }
        }
    }
`);

/** The ticket rarity tiers and their default odds, as packages/fairness (ticket-tiers.ts) defines them. */
const TIERS = ['COMMON', 'RARE', 'EPIC', 'ULTRA', 'LEGENDARY'] as const;
type Tier = (typeof TIERS)[number];
const DEFAULT_ODDS: Record<Tier, number> = { COMMON: 70, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 };
const TIER_LABEL: Record<Tier, string> = { COMMON: 'Common', RARE: 'Rare', EPIC: 'Epic', ULTRA: 'Ultra', LEGENDARY: 'Legendary' };

const LANGUAGES = [
    ['en', 'English'],
    ['ms', 'Malay'],
] as const;
type Lang = (typeof LANGUAGES)[number][0];

interface ProductChoice {
    id: string;
    name: string;
    variants: Array<{ id: string; name: string; sku: string }>;
}
interface TranslationValues {
    id?: string;
    name: string;
    description: string;
    cardBuyTxt: string;
}
interface Campaign {
    id: string;
    sId: string;
    name: string;
    typStr: CampaignType;
    state: string;
    stage: string;
    isCancelled: boolean;
    issuedTicket: number;
    totalTicket: number;
    maxQty: number | null;
    minTicket: number | null;
    ticketPerItem: number;
    ticketPerItemForSp: number;
    startDate: string;
    endDate: string;
    isHot: boolean;
    isNew: boolean;
    tierOdds: Record<Tier, number>;
    translations: Array<TranslationValues & { id: string; languageCode: string }>;
    product: ProductChoice;
    specialVariant: { id: string } | null;
    prize: { id: string; name: string } | null;
    cover: Picture | null;
    featuredImg: Picture | null;
}

/** What the form holds: numbers as typed (strings), so a refused save loses nothing. */
interface Values {
    typStr: CampaignType;
    translations: Record<Lang, TranslationValues>;
    product: ProductChoice | null;
    specialVariantId: string;
    prize: { id: string; name: string } | null;
    cover: Picture | null;
    featuredImg: Picture | null;
    startDate: string;
    endDate: string;
    totalTicket: string;
    maxQty: string;
    minTicket: string;
    ticketPerItem: string;
    ticketPerItemForSp: string;
    tierOdds: Record<Tier, string>;
    isHot: boolean;
    isNew: boolean;
}

/** `<input type="datetime-local">` works in the browser's local time, without a zone. */
function toLocalInput(iso: string | Date): string {
    const d = new Date(iso);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const HOUR = 3_600_000;

function emptyValues(): Values {
    // Selling from now for a week, unless the operator says otherwise (a later start announces it as a drop).
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    return {
        typStr: 'LUCKYDRAW',
        translations: { en: { name: '', description: '', cardBuyTxt: '' }, ms: { name: '', description: '', cardBuyTxt: '' } },
        product: null,
        specialVariantId: '',
        prize: null,
        cover: null,
        featuredImg: null,
        startDate: toLocalInput(start),
        endDate: toLocalInput(new Date(start.getTime() + 7 * 24 * HOUR)),
        totalTicket: '',
        maxQty: '',
        minTicket: '',
        ticketPerItem: '1',
        ticketPerItemForSp: '1',
        tierOdds: Object.fromEntries(TIERS.map(t => [t, String(DEFAULT_ODDS[t])])) as Record<Tier, string>,
        isHot: false,
        isNew: true,
    };
}

function valuesOf(c: Campaign): Values {
    const translation = (lang: Lang): TranslationValues => {
        const t = c.translations.find(tr => tr.languageCode === lang);
        return t ? { id: t.id, name: t.name, description: t.description, cardBuyTxt: t.cardBuyTxt } : { name: '', description: '', cardBuyTxt: '' };
    };
    const optional = (n: number | null) => (n == null ? '' : String(n));
    return {
        typStr: c.typStr,
        translations: { en: translation('en'), ms: translation('ms') },
        product: c.product,
        specialVariantId: c.specialVariant?.id ?? '',
        prize: c.prize,
        cover: c.cover,
        featuredImg: c.featuredImg,
        startDate: toLocalInput(c.startDate),
        endDate: toLocalInput(c.endDate),
        totalTicket: String(c.totalTicket),
        maxQty: optional(c.maxQty),
        minTicket: optional(c.minTicket),
        ticketPerItem: String(c.ticketPerItem),
        ticketPerItemForSp: String(c.ticketPerItemForSp),
        tierOdds: Object.fromEntries(TIERS.map(t => [t, String(c.tierOdds[t] ?? DEFAULT_ODDS[t])])) as Record<Tier, string>,
        isHot: c.isHot,
        isNew: c.isNew,
    };
}

const oddsSum = (odds: Record<Tier, string>) => TIERS.reduce((sum, t) => sum + (Number(odds[t]) || 0), 0);
/** Percentages summed in floating point (e.g. 33.3 + 33.3 + 33.4) are 100 within rounding. */
const isHundred = (sum: number) => Math.abs(sum - 100) < 1e-9;

type FieldErrors = Partial<Record<string, string>>;

/** The form's own checks, the ones the API would refuse too, said before anything is sent. */
function check(v: Values, creating: boolean): FieldErrors {
    const errors: FieldErrors = {};
    for (const [lang, language] of LANGUAGES) if (!v.translations[lang].name.trim()) errors[`name-${lang}`] = `Enter the ${language} name: shoppers see it in ${language}.`;
    if (creating && !v.product) errors.product = 'Choose the product shoppers buy to join the campaign.';
    if (!v.startDate) errors.startDate = 'Enter when the campaign starts.';
    if (!v.endDate) errors.endDate = 'Enter when the campaign ends.';
    else if (v.startDate && new Date(v.endDate) <= new Date(v.startDate)) errors.endDate = 'The end must be after the start.';
    const whole = (key: 'totalTicket' | 'maxQty' | 'minTicket' | 'ticketPerItem' | 'ticketPerItemForSp', min: number, required: boolean) => {
        const raw = v[key].trim();
        if (!raw) {
            if (required) errors[key] = 'Enter a whole number.';
            return;
        }
        const n = Number(raw);
        if (!Number.isInteger(n) || n < min) errors[key] = `Enter a whole number of ${min} or more.`;
    };
    whole('totalTicket', 1, true);
    whole('maxQty', 0, false);
    whole('minTicket', 0, false);
    whole('ticketPerItem', 1, true);
    whole('ticketPerItemForSp', 1, true);
    // A blind box's odds are its prize table's (Prize tables screen): it has no ticket tiers to ask for.
    if (v.typStr === 'BLINDBOX') return errors;
    if (TIERS.some(t => v.tierOdds[t].trim() === '' || !(Number(v.tierOdds[t]) >= 0))) errors.tierOdds = 'Enter a percentage of 0 or more for every tier.';
    else if (!isHundred(oddsSum(v.tierOdds))) errors.tierOdds = `The tier odds must add up to 100 %; they add up to ${+oddsSum(v.tierOdds).toFixed(4)} %.`;
    return errors;
}

export function CampaignFormPage({ id }: { id?: string }) {
    return id ? (
        <NeedsPermission permission={CAMPAIGN_PERMISSION.read} title="Campaigns">
            <EditCampaign id={id} />
        </NeedsPermission>
    ) : (
        <NeedsPermission permission={CAMPAIGN_PERMISSION.create} title="New campaign">
            <CampaignForm />
        </NeedsPermission>
    );
}

function EditCampaign({ id }: { id: string }) {
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'campaign', id],
        queryFn: () => api.query(CAMPAIGN, { id }) as Promise<{ campaign: Campaign | null }>,
    });
    if (error || isPending || !data.campaign) {
        return (
            <Page pageId="tuah-campaign-detail">
                <PageTitle>Campaign</PageTitle>
                <PageLayout>
                    <PageBlock column="main" blockId="tuah-campaign-loading">
                        {error ? (
                            <p role="alert">Could not load the campaign: {apiErrorMessage(error)}</p>
                        ) : isPending ? (
                            <p>Loading the campaign…</p>
                        ) : (
                            <p role="alert">
                                There is no campaign {id}. <Link to="/tuah/campaigns">Back to the campaigns</Link>
                            </p>
                        )}
                    </PageBlock>
                </PageLayout>
            </Page>
        );
    }
    return <CampaignForm key={data.campaign.id} campaign={data.campaign} />;
}

function CampaignForm({ campaign }: { campaign?: Campaign }) {
    const creating = !campaign;
    const { hasPermissions } = usePermissions();
    const canSave = hasPermissions([creating ? CAMPAIGN_PERMISSION.create : CAMPAIGN_PERMISSION.update]);
    const canCancel = hasPermissions([CAMPAIGN_PERMISSION.update]);
    const [values, setValues] = useState<Values>(() => (campaign ? valuesOf(campaign) : emptyValues()));
    const [errors, setErrors] = useState<FieldErrors>({});
    const [refusal, setRefusal] = useState<string | null>(null);
    const queryClient = useQueryClient();
    const navigate = useNavigate();

    // Tickets issued are the ledger: what they were rolled and priced with stays (the API refuses changes).
    const sold = (campaign?.issuedTicket ?? 0) > 0;
    const blindBox = values.typStr === 'BLINDBOX';
    const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues(v => ({ ...v, [key]: value }));
    const setTranslation = (lang: Lang, key: keyof TranslationValues, value: string) =>
        setValues(v => ({ ...v, translations: { ...v.translations, [lang]: { ...v.translations[lang], [key]: value } } }));
    const sum = oddsSum(values.tierOdds);

    const save = useMutation({
        mutationFn: async (v: Values) => {
            const int = (s: string) => (s.trim() === '' ? null : Number(s));
            const common = {
                startDate: new Date(v.startDate).toISOString(),
                endDate: new Date(v.endDate).toISOString(),
                isHot: v.isHot,
                isNew: v.isNew,
                totalTicket: Number(v.totalTicket),
                maxQty: int(v.maxQty),
                specialVariantId: v.specialVariantId || null,
                prizeId: v.prize?.id ?? null,
                coverId: v.cover?.id ?? null,
                featuredImgId: v.featuredImg?.id ?? null,
                translations: LANGUAGES.map(([lang]) => ({ ...v.translations[lang], languageCode: lang })),
            };
            const ledger = {
                ...(blindBox ? {} : { tierOdds: Object.fromEntries(TIERS.map(t => [t, Number(v.tierOdds[t])])), ticketPerItem: Number(v.ticketPerItem), ticketPerItemForSp: Number(v.ticketPerItemForSp), minTicket: int(v.minTicket) }),
            };
            if (creating) {
                const r = (await api.mutate(CREATE, { input: { ...common, ...ledger, typStr: v.typStr, productId: v.product!.id } })) as { createCampaign: Campaign };
                return r.createCampaign;
            }
            const r = (await api.mutate(UPDATE, { input: { ...common, ...(sold ? {} : ledger), id: campaign.id } })) as { updateCampaign: Campaign };
            return r.updateCampaign;
        },
        onSuccess: async saved => {
            setRefusal(null);
            // The form reads as the server saved it (translation ids included); a refetch never resets what is being typed.
            if (!creating) setValues(valuesOf(saved));
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'campaigns'] });
            queryClient.setQueryData(['tuah', 'campaign', saved.id], { campaign: saved });
            toast.success(creating ? `Campaign “${saved.name}” created` : `Campaign “${saved.name}” saved`);
            if (creating) await navigate({ to: '/tuah/campaigns/$id', params: { id: saved.id } });
        },
        onError: error => setRefusal(apiErrorMessage(error)),
    });

    const submit = (e: FormEvent) => {
        e.preventDefault();
        const found = check(values, creating);
        setErrors(found);
        setRefusal(null);
        if (Object.keys(found).length) return;
        save.mutate(values);
    };

    const errorFor = (key: string) =>
        errors[key] ? (
            <p id={`${key}-error`} className="text-sm text-destructive">
                {errors[key]}
            </p>
        ) : null;
    const described = (key: string, note?: string) => [errors[key] ? `${key}-error` : null, note].filter(Boolean).join(' ') || undefined;
    const errorCount = Object.keys(errors).length;

    return (
        <Page pageId={creating ? 'tuah-campaign-new' : 'tuah-campaign-detail'}>
            <PageTitle>{creating ? 'New campaign' : campaign.name}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    {canSave ? (
                        <Button type="submit" form="tuah-campaign-form" disabled={save.isPending}>
                            {save.isPending ? 'Saving…' : creating ? 'Create campaign' : 'Save campaign'}
                        </Button>
                    ) : (
                        <span className="text-sm text-muted-foreground">Saving needs the {CAMPAIGN_PERMISSION.update} permission.</span>
                    )}
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="main" blockId="tuah-campaign-form">
                    <form id="tuah-campaign-form" onSubmit={submit} noValidate className="space-y-6">
                        {(refusal || errorCount > 0) && (
                            <Alert variant="destructive" role="alert">
                                <AlertTitle>{creating ? 'The campaign was not created' : 'The campaign was not saved'}</AlertTitle>
                                <AlertDescription>
                                    {refusal ? `The server refused it: ${refusal}` : `Fix ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked below.`}
                                </AlertDescription>
                            </Alert>
                        )}

                        <Section title="Type and product">
                            <div className="space-y-2">
                                <Label htmlFor="campaign-type">Type</Label>
                                <NativeSelect
                                    id="campaign-type"
                                    value={values.typStr}
                                    disabled={!creating}
                                    aria-describedby={creating ? undefined : 'fixed-note'}
                                    onChange={e => set('typStr', e.target.value as CampaignType)}
                                >
                                    <NativeSelectOption value="LUCKYDRAW">{TYPE_LABEL.LUCKYDRAW}</NativeSelectOption>
                                    <NativeSelectOption value="BLINDBOX">{TYPE_LABEL.BLINDBOX}</NativeSelectOption>
                                </NativeSelect>
                            </div>
                            <ProductPicker
                                id="product"
                                label="Product"
                                hint="What shoppers buy to take part."
                                value={values.product}
                                disabled={!creating}
                                error={errorFor('product')}
                                describedBy={described('product', creating ? undefined : 'fixed-note')}
                                onChange={p => setValues(v => ({ ...v, product: p as ProductChoice | null, specialVariantId: '' }))}
                            />
                            {!creating && (
                                <p id="fixed-note" className="text-sm text-muted-foreground">
                                    A campaign keeps the type and product it was created with.
                                </p>
                            )}
                            {values.product && !blindBox && (
                                <div className="space-y-2">
                                    <Label htmlFor="special-variant">Special variant (earns the special tickets per item)</Label>
                                    <NativeSelect id="special-variant" value={values.specialVariantId} onChange={e => set('specialVariantId', e.target.value)}>
                                        <NativeSelectOption value="">None</NativeSelectOption>
                                        {values.product.variants.map(variant => (
                                            <NativeSelectOption key={variant.id} value={variant.id}>
                                                {variant.name} ({variant.sku})
                                            </NativeSelectOption>
                                        ))}
                                    </NativeSelect>
                                </div>
                            )}
                            {!blindBox && (
                                <ProductPicker
                                    id="prize"
                                    label="Prize"
                                    hint="The product the winner gets."
                                    value={values.prize}
                                    onChange={p => set('prize', p ? { id: p.id, name: p.name } : null)}
                                />
                            )}
                        </Section>

                        <Section title="Names and texts (shoppers read these in English and Malay)">
                            <div className="grid gap-4 md:grid-cols-2">
                                {LANGUAGES.map(([lang, language]) => (
                                    <fieldset key={lang} className="space-y-3">
                                        <legend className="font-medium">{language}</legend>
                                        <div className="space-y-1">
                                            <Label htmlFor={`name-${lang}`}>Name ({language})</Label>
                                            <Input
                                                id={`name-${lang}`}
                                                value={values.translations[lang].name}
                                                maxLength={255}
                                                aria-invalid={!!errors[`name-${lang}`]}
                                                aria-describedby={described(`name-${lang}`)}
                                                onChange={e => setTranslation(lang, 'name', e.target.value)}
                                            />
                                            {errorFor(`name-${lang}`)}
                                        </div>
                                        <div className="space-y-1">
                                            <Label htmlFor={`description-${lang}`}>Description ({language})</Label>
                                            <Textarea id={`description-${lang}`} value={values.translations[lang].description} onChange={e => setTranslation(lang, 'description', e.target.value)} />
                                        </div>
                                        <div className="space-y-1">
                                            <Label htmlFor={`card-${lang}`}>Buy line on the card ({language})</Label>
                                            <Input id={`card-${lang}`} value={values.translations[lang].cardBuyTxt} maxLength={255} onChange={e => setTranslation(lang, 'cardBuyTxt', e.target.value)} />
                                        </div>
                                    </fieldset>
                                ))}
                            </div>
                        </Section>

                        <Section title="Dates">
                            <div className="grid gap-4 md:grid-cols-2">
                                <Field id="startDate" label="Starts" error={errorFor('startDate')}>
                                    <Input id="startDate" type="datetime-local" value={values.startDate} aria-invalid={!!errors.startDate} aria-describedby={described('startDate')} onChange={e => set('startDate', e.target.value)} />
                                </Field>
                                <Field id="endDate" label="Ends" error={errorFor('endDate')}>
                                    <Input id="endDate" type="datetime-local" value={values.endDate} aria-invalid={!!errors.endDate} aria-describedby={described('endDate')} onChange={e => set('endDate', e.target.value)} />
                                </Field>
                            </div>
                        </Section>

                        <Section title="Tickets">
                            {sold && (
                                <p id="ledger-note" className="text-sm">
                                    <Badge variant="secondary" className="mr-2">
                                        Read-only
                                    </Badge>
                                    {campaign!.issuedTicket.toLocaleString('en')} tickets are sold: the tier odds, tickets per item and minimum stay as they were
                                    sold (the tickets were issued and rolled with them), and the total cannot go below the tickets sold.
                                </p>
                            )}
                            <div className="grid gap-4 md:grid-cols-3">
                                <Field id="totalTicket" label={blindBox ? 'Boxes for sale' : 'Total tickets'} error={errorFor('totalTicket')}>
                                    <Input
                                        id="totalTicket"
                                        type="number"
                                        inputMode="numeric"
                                        min={Math.max(1, campaign?.issuedTicket ?? 0)}
                                        value={values.totalTicket}
                                        aria-invalid={!!errors.totalTicket}
                                        aria-describedby={described('totalTicket', sold ? 'ledger-note' : undefined)}
                                        onChange={e => set('totalTicket', e.target.value)}
                                    />
                                </Field>
                                <Field id="maxQty" label="Most a shopper may buy (empty: no limit)" error={errorFor('maxQty')}>
                                    <Input id="maxQty" type="number" inputMode="numeric" min={0} value={values.maxQty} aria-invalid={!!errors.maxQty} aria-describedby={described('maxQty')} onChange={e => set('maxQty', e.target.value)} />
                                </Field>
                                {!blindBox &&
                                    LEDGER_NUMBERS.map(({ key, label, min }) => (
                                        <Field key={key} id={key} label={label} error={errorFor(key)}>
                                            <Input
                                                id={key}
                                                type="number"
                                                inputMode="numeric"
                                                min={min}
                                                value={values[key]}
                                                disabled={sold}
                                                aria-invalid={!!errors[key]}
                                                aria-describedby={described(key, sold ? 'ledger-note' : undefined)}
                                                onChange={e => set(key, e.target.value)}
                                            />
                                        </Field>
                                    ))}
                            </div>
                            {blindBox && <p className="text-sm text-muted-foreground">A blind box gives one box per item bought and has no minimum.</p>}
                        </Section>

                        {!blindBox && (
                            <Section title="Ticket tier odds (%)">
                                <fieldset aria-describedby={described('tierOdds', sold ? 'ledger-note odds-sum' : 'odds-sum')} className="space-y-2">
                                    <legend className="sr-only">Ticket tier odds in percent</legend>
                                    <div className="grid gap-4 grid-cols-2 md:grid-cols-5">
                                        {TIERS.map(tier => (
                                            <Field key={tier} id={`odds-${tier}`} label={`${TIER_LABEL[tier]} (%)`}>
                                                <Input
                                                    id={`odds-${tier}`}
                                                    type="number"
                                                    inputMode="decimal"
                                                    min={0}
                                                    max={100}
                                                    step="any"
                                                    value={values.tierOdds[tier]}
                                                    disabled={sold}
                                                    aria-invalid={!!errors.tierOdds}
                                                    onChange={e => set('tierOdds', { ...values.tierOdds, [tier]: e.target.value })}
                                                />
                                            </Field>
                                        ))}
                                    </div>
                                    <p id="odds-sum" aria-live="polite" className={isHundred(sum) ? 'text-sm' : 'text-sm text-destructive'}>
                                        Odds add up to {+sum.toFixed(4)} %{isHundred(sum) ? '.' : ': they must add up to 100 %.'}
                                    </p>
                                    {errorFor('tierOdds')}
                                </fieldset>
                            </Section>
                        )}

                        <Section title="Flags">
                            <div className="flex gap-8">
                                <div className="flex items-center gap-2">
                                    <Switch id="isHot" checked={values.isHot} onCheckedChange={checked => set('isHot', checked)} />
                                    <Label htmlFor="isHot">Hot (shown as hot in the shop)</Label>
                                </div>
                                <div className="flex items-center gap-2">
                                    <Switch id="isNew" checked={values.isNew} onCheckedChange={checked => set('isNew', checked)} />
                                    <Label htmlFor="isNew">New (shown as new in the shop)</Label>
                                </div>
                            </div>
                        </Section>

                        <Section title="Pictures">
                            <div className="grid gap-4 md:grid-cols-2">
                                <PicturePicker id="cover" label="Cover picture" value={values.cover} onChange={p => set('cover', p)} />
                                <PicturePicker id="featuredImg" label="Featured picture" value={values.featuredImg} onChange={p => set('featuredImg', p)} />
                            </div>
                        </Section>
                    </form>
                </PageBlock>
                {campaign && (
                    <PageBlock column="side" blockId="tuah-campaign-status" title="Status">
                        <dl className="text-sm grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                            <dt className="text-muted-foreground">Code</dt>
                            <dd>{campaign.sId}</dd>
                            <dt className="text-muted-foreground">Type</dt>
                            <dd>{TYPE_LABEL[campaign.typStr]}</dd>
                            <dt className="text-muted-foreground">State</dt>
                            <dd>{campaign.isCancelled ? 'Cancelled (refunded)' : campaign.state === 'ACTIVE' ? 'Active' : 'Ended'}</dd>
                            <dt className="text-muted-foreground">Stage</dt>
                            <dd>{campaign.stage}</dd>
                            <dt className="text-muted-foreground">Tickets sold</dt>
                            <dd>
                                {campaign.issuedTicket.toLocaleString('en')} / {campaign.totalTicket.toLocaleString('en')}
                            </dd>
                        </dl>
                        <p className="mt-3 text-sm">
                            <Link to="/tuah/campaigns">Back to the campaigns</Link>
                        </p>
                    </PageBlock>
                )}
                {campaign && canCancel && canBeCancelled(campaign) && (
                    <PageBlock column="side" blockId="tuah-campaign-cancel" title="Cancel this campaign">
                        <CancelCampaign campaign={campaign} />
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
    return (
        <section className="space-y-3">
            <h2 className="text-base font-semibold">{title}</h2>
            {children}
        </section>
    );
}

/** The lucky draw's ledger numbers: what sold tickets were issued on, read-only once any are sold. */
const LEDGER_NUMBERS = [
    { key: 'minTicket', label: 'Minimum sold to draw (empty: none)', min: 0 },
    { key: 'ticketPerItem', label: 'Tickets per item', min: 1 },
    { key: 'ticketPerItemForSp', label: 'Tickets per special-variant item', min: 1 },
] as const;

function Field({ id, label, error, children }: { id: string; label: string; error?: ReactNode; children: ReactNode }) {
    return (
        <div className="space-y-1">
            <Label htmlFor={id}>{label}</Label>
            {children}
            {error}
        </div>
    );
}

/** Chooses a product of the catalogue by searching its name. */
function ProductPicker({
    id,
    label,
    hint,
    value,
    disabled,
    error,
    describedBy,
    onChange,
}: {
    id: string;
    label: string;
    hint: string;
    value: { id: string; name: string } | null;
    disabled?: boolean;
    error?: ReactNode;
    describedBy?: string;
    onChange: (p: ProductChoice | null) => void;
}) {
    const [term, setTerm] = useState('');
    const searching = !disabled && term.trim().length >= 2;
    const { data, isFetching } = useQuery({
        queryKey: ['tuah', 'campaign-products', term.trim()],
        queryFn: () => api.query(PRODUCTS, { term: term.trim() }) as Promise<{ products: { items: ProductChoice[] } }>,
        enabled: searching,
    });
    const results = searching ? (data?.products.items ?? []) : [];
    return (
        <div className="space-y-2">
            <p className="text-sm font-medium">
                {label}: <span id={`${id}-chosen`}>{value ? value.name : 'none chosen'}</span>
                {value && !disabled && (
                    <Button type="button" variant="ghost" size="sm" className="ml-2" onClick={() => onChange(null)}>
                        Remove {label.toLowerCase()}
                    </Button>
                )}
            </p>
            {!disabled && (
                <div className="space-y-1">
                    <Label htmlFor={`${id}-search`}>
                        Search products for the {label.toLowerCase()} ({hint})
                    </Label>
                    <Input id={`${id}-search`} type="search" value={term} aria-describedby={describedBy} onChange={e => setTerm(e.target.value)} placeholder="Type two letters or more" />
                </div>
            )}
            {error}
            {searching && (
                <ul aria-label={`Products matching “${term.trim()}”`} className="space-y-1">
                    {results.map(p => (
                        <li key={p.id}>
                            <Button
                                type="button"
                                variant="outline"
                                size="sm"
                                onClick={() => {
                                    onChange(p);
                                    setTerm('');
                                }}
                            >
                                Choose {p.name}
                            </Button>
                        </li>
                    ))}
                    {!isFetching && data && results.length === 0 && <li className="text-sm text-muted-foreground">No product is called that.</li>}
                </ul>
            )}
        </div>
    );
}

