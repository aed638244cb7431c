import {
    api,
    Button,
    buttonVariants,
    Input,
    Label,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Select,
    SelectContent,
    SelectItem,
    SelectTrigger,
    SelectValue,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';

import { graphql, type ResultOf } from '../gql/graphql';
import { createBatch, type CodeGrant, type CodeKind, type CreateCodeBatchInput } from './api';
import { NeedsPermission } from '../common/permissions';

/** Campaigns to choose from: a code grants tickets of a lucky draw, boxes of a blind box, or a prize. */
const CAMPAIGNS = graphql(`
    query TuahCodeCampaigns {
        campaigns(options: { take: 100, filter: { state: { eq: "ACTIVE" } }, sort: { endDate: ASC } }) {
            items {
                id
                name
                typStr
                state
                stage
                endDate
                isCancelled
            }
        }
    }
`);

/** Products a prize code can grant (Vendure's catalogue, by name). */
const PRODUCTS = graphql(`
    query TuahCodePrizeProducts {
        products(options: { take: 100, sort: { name: ASC } }) {
            items {
                id
                name
            }
        }
    }
`);

type CampaignOption = ResultOf<typeof CAMPAIGNS>['campaigns']['items'][number];

/**
 * Only campaigns whose codes the shop would honour: still selling (not ended, cancelled or
 * drawn). One not yet started may have its codes printed ahead. The server refuses the rest too.
 */
function takesCodes(c: CampaignOption): boolean {
    return c.state === 'ACTIVE' && c.stage === 'OPEN' && !c.isCancelled && new Date(c.endDate).getTime() > Date.now();
}

type Field = 'campaign' | 'grant' | 'quantity' | 'prize' | 'count' | 'expiry' | 'form';

/**
 * The server's refusals (createCodeBatch: USER_INPUT_ERROR) in an operator's words, next to the
 * field that caused them; anything else is shown above the button.
 */
function refusal(error: unknown): { field: Field; message: string } {
    const raw = error instanceof Error ? error.message.replace(/^GraphQL Request Error: /, '') : String(error);
    if (/^count must be/.test(raw)) return { field: 'count', message: 'A batch has 1 to 1,000 codes.' };
    if (/^quantity must be/.test(raw)) return { field: 'quantity', message: 'Each code grants 1 to 100 tickets or boxes.' };
    if (/^Ticket codes are for lucky draws/.test(raw))
        return { field: 'grant', message: 'Ticket codes are only for lucky draws: choose a lucky draw, or grant boxes or a prize.' };
    if (/^Box codes are for blind boxes/.test(raw))
        return { field: 'grant', message: 'Box codes are only for blind boxes: choose a blind box, or grant tickets or a prize.' };
    if (/^A prize code needs/.test(raw)) return { field: 'prize', message: 'Choose the product the prize code grants.' };
    if (/^expiresAt must be in the future/.test(raw))
        return { field: 'expiry', message: 'The expiry date has passed: choose a day from today on, or leave it empty for codes that never expire.' };
    if (/^This campaign has ended/.test(raw))
        return { field: 'campaign', message: 'This campaign has ended, so the shop would refuse its codes: choose a campaign that is still selling.' };
    if (/^No such campaign/.test(raw)) return { field: 'campaign', message: 'That campaign no longer exists: choose another.' };
    if (/FORBIDDEN|not currently authorized/i.test(raw)) return { field: 'form', message: 'You do not have permission to create codes (CreateCode).' };
    return { field: 'form', message: `The batch was not created: ${raw}` };
}

/** The last moment of a day in the shop's time zone (Asia/Kuala_Lumpur, UTC+8 all year). */
function endOfShopDay(date: string): string {
    return new Date(`${date}T23:59:59+08:00`).toISOString();
}

export function NewCodeBatchPage() {
    return (
        <NeedsPermission permission="CreateCode" title="New code batch">
            <NewBatchForm />
        </NeedsPermission>
    );
}

function NewBatchForm() {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const campaigns = useQuery({
        queryKey: ['tuah', 'codeCampaigns'],
        queryFn: async () => {
            const data = await api.query(CAMPAIGNS);
            return { campaigns: { items: data.campaigns.items.filter(takesCodes) } };
        },
    });
    const [campaignId, setCampaignId] = useState('');
    const [grantType, setGrantType] = useState<CodeGrant | ''>('');
    const [quantity, setQuantity] = useState('1');
    const [prizeId, setPrizeId] = useState('');
    const [kind, setKind] = useState<CodeKind>('OFFLINE');
    const [count, setCount] = useState('');
    const [label, setLabel] = useState('');
    const [expiry, setExpiry] = useState('');
    const [error, setError] = useState<{ field: Field; message: string } | null>(null);
    const products = useQuery({
        queryKey: ['tuah', 'codePrizeProducts'],
        queryFn: () => api.query(PRODUCTS),
        enabled: grantType === 'PRIZE',
    });
    const campaign = campaigns.data?.campaigns.items.find(c => c.id === campaignId);
    const create = useMutation({
        mutationFn: (input: CreateCodeBatchInput) => createBatch(input),
        onSuccess: async ({ createCodeBatch }) => {
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'codeBatches'] });
            await navigate({ to: '/tuah/codes/$batch', params: { batch: createCodeBatch.batch } });
        },
        onError: e => setError(refusal(e)),
    });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        setError(null);
        if (!campaignId) return setError({ field: 'campaign', message: 'Choose the campaign the codes are for.' });
        if (!grantType) return setError({ field: 'grant', message: 'Choose what each code grants.' });
        if (grantType === 'PRIZE' && !prizeId) return setError({ field: 'prize', message: 'Choose the product the prize code grants.' });
        create.mutate({
            campaignId,
            kind,
            grantType,
            count: Number(count),
            ...(grantType === 'PRIZE' ? { prizeId } : { quantity: Number(quantity) }),
            ...(label.trim() ? { label: label.trim() } : {}),
            ...(expiry ? { expiresAt: endOfShopDay(expiry) } : {}),
        });
    };
    const problem = (field: Field) =>
        error?.field === field ? (
            <p id={`code-batch-${field}-error`} role="alert" className="text-sm text-destructive">
                {error.message}
            </p>
        ) : null;
    const described = (field: Field) => (error?.field === field ? { 'aria-describedby': `code-batch-${field}-error`, 'aria-invalid': true } : {});
    const campaignNames = Object.fromEntries((campaigns.data?.campaigns.items ?? []).map(c => [c.id, c.name]));
    const grants: Record<CodeGrant, string> = {
        TICKETS: 'Tickets in the lucky draw',
        BOX: 'Boxes of the blind box',
        PRIZE: 'A prize (a product)',
    };
    // Only what the chosen campaign can give: tickets for a lucky draw, boxes for a blind box, a prize for either.
    const grantChoices = (Object.keys(grants) as CodeGrant[]).filter(
        g => !campaign || g === 'PRIZE' || (g === 'TICKETS') === (campaign.typStr === 'LUCKYDRAW'),
    );
    const productNames = Object.fromEntries((products.data?.products.items ?? []).map(p => [p.id, p.name]));
    const kinds: Record<CodeKind, string> = { OFFLINE: 'Printed coupons', ONLINE: 'Online codes' };

    return (
        <Page pageId="tuah-code-batch-new">
            <PageTitle>New code batch</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="tuah-code-batch-form">
                    <form onSubmit={submit} className="grid gap-4 max-w-xl" aria-label="New code batch" noValidate>
                        <div className="grid gap-2">
                            <Label htmlFor="code-batch-campaign">Campaign</Label>
                            {campaigns.error ? (
                                <p role="alert">
                                    {/FORBIDDEN|not currently authorized/i.test(campaigns.error.message)
                                        ? 'Choosing the campaign needs the ReadCampaign permission as well: ask an administrator to add it to your role.'
                                        : `Could not load the campaigns: ${campaigns.error.message}`}
                                </p>
                            ) : (
                                <Select
                                    items={campaignNames}
                                    value={campaignId}
                                    onValueChange={value => {
                                        setCampaignId((value as string) ?? '');
                                        setGrantType('');
                                    }}
                                >
                                    <SelectTrigger id="code-batch-campaign" {...described('campaign')}>
                                        <SelectValue placeholder={campaigns.isPending ? 'Loading campaigns…' : 'Choose a campaign'} />
                                    </SelectTrigger>
                                    <SelectContent>
                                        {(campaigns.data?.campaigns.items ?? []).map(c => (
                                            <SelectItem key={c.id} value={c.id}>
                                                {c.name} ({c.typStr === 'LUCKYDRAW' ? 'lucky draw' : 'blind box'})
                                            </SelectItem>
                                        ))}
                                    </SelectContent>
                                </Select>
                            )}
                            {problem('campaign')}
                        </div>
                        <div className="grid gap-2">
                            <Label htmlFor="code-batch-grant">Each code grants</Label>
                            <Select items={grants} value={grantType} onValueChange={value => setGrantType((value as CodeGrant) ?? '')}>
                                <SelectTrigger id="code-batch-grant" {...described('grant')}>
                                    <SelectValue placeholder="Choose what a code grants" />
                                </SelectTrigger>
                                <SelectContent>
                                    {grantChoices.map(g => (
                                        <SelectItem key={g} value={g}>
                                            {grants[g]}
                                        </SelectItem>
                                    ))}
                                </SelectContent>
                            </Select>
                            {problem('grant')}
                        </div>
                        {grantType === 'PRIZE' ? (
                            <div className="grid gap-2">
                                <Label htmlFor="code-batch-prize">Prize product</Label>
                                <Select items={productNames} value={prizeId} onValueChange={value => setPrizeId((value as string) ?? '')}>
                                    <SelectTrigger id="code-batch-prize" {...described('prize')}>
                                        <SelectValue placeholder={products.isPending ? 'Loading products…' : 'Choose a product'} />
                                    </SelectTrigger>
                                    <SelectContent>
                                        {(products.data?.products.items ?? []).map(p => (
                                            <SelectItem key={p.id} value={p.id}>
                                                {p.name}
                                            </SelectItem>
                                        ))}
                                    </SelectContent>
                                </Select>
                                {products.error && <p role="alert">Could not load the products: {products.error.message}</p>}
                                {problem('prize')}
                            </div>
                        ) : (
                            <div className="grid gap-2">
                                <Label htmlFor="code-batch-quantity">{grantType === 'BOX' ? 'Boxes per code' : 'Tickets per code'}</Label>
                                <Input
                                    id="code-batch-quantity"
                                    type="number"
                                    min={1}
                                    max={100}
                                    value={quantity}
                                    onChange={e => setQuantity(e.target.value)}
                                    {...described('quantity')}
                                />
                                {problem('quantity')}
                            </div>
                        )}
                        <div className="grid gap-2">
                            <Label htmlFor="code-batch-count">How many codes (1 to 1,000)</Label>
                            <Input
                                id="code-batch-count"
                                type="number"
                                min={1}
                                max={1000}
                                value={count}
                                onChange={e => setCount(e.target.value)}
                                {...described('count')}
                            />
                            {problem('count')}
                        </div>
                        <div className="grid gap-2">
                            <Label htmlFor="code-batch-kind">Codes are</Label>
                            <Select items={kinds} value={kind} onValueChange={value => value && setKind(value as CodeKind)}>
                                <SelectTrigger id="code-batch-kind">
                                    <SelectValue />
                                </SelectTrigger>
                                <SelectContent>
                                    {(Object.keys(kinds) as CodeKind[]).map(k => (
                                        <SelectItem key={k} value={k}>
                                            {kinds[k]}
                                        </SelectItem>
                                    ))}
                                </SelectContent>
                            </Select>
                        </div>
                        <div className="grid gap-2">
                            <Label htmlFor="code-batch-label">Label (optional, e.g. where the coupons go)</Label>
                            <Input id="code-batch-label" maxLength={50} value={label} onChange={e => setLabel(e.target.value)} />
                        </div>
                        <div className="grid gap-2">
                            <Label htmlFor="code-batch-expiry">Expires after (optional; the end of that day, Malaysia time)</Label>
                            <Input id="code-batch-expiry" type="date" value={expiry} onChange={e => setExpiry(e.target.value)} {...described('expiry')} />
                            {problem('expiry')}
                        </div>
                        {problem('form')}
                        <div className="flex gap-2">
                            <Button type="submit" disabled={create.isPending}>
                                {create.isPending ? 'Creating…' : 'Create batch'}
                            </Button>
                            <Link to="/tuah/codes" className={buttonVariants({ variant: 'outline' })}>
                                Cancel
                            </Link>
                        </div>
                    </form>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
