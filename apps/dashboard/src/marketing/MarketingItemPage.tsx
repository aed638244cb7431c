import {
    Alert,
    AlertDescription,
    api,
    AssetPickerDialog,
    Button,
    ConfirmationDialog,
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
    PermissionGuard,
    Switch,
    toast,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';

import { apiErrorMessage, fromLocalInput, toLocalInput } from '../common/format';
import {
    ActionType,
    CREATE_MARKETING_ITEM,
    DELETE_MARKETING_ITEM,
    KIND_LABEL,
    KINDS,
    MARKETING_ITEM,
    MarketingItem,
    MarketingKind,
    PictureAsset,
    UPDATE_MARKETING_ITEM,
} from './api';
import { ActionFields, FieldError } from './fields';
import { MarketingPreview } from './MarketingPreview';

interface Draft {
    kind: MarketingKind;
    asset: PictureAsset | null;
    titleEn: string;
    titleMs: string;
    actionTyp: ActionType;
    actionVal: string;
    startsAt: string;
    endsAt: string;
    position: string;
    enabled: boolean;
}

/** Which part of the form a refusal is about (the server's English messages, config/marketing-messages.ts), so it shows there. */
type Field = 'asset' | 'title' | 'action' | 'schedule' | 'position' | 'form';

function fieldOf(message: string): Field {
    if (/asset/i.test(message)) return 'asset';
    if (/action/i.test(message)) return 'action';
    if (/end after it starts|valid date/i.test(message)) return 'schedule';
    if (/title/i.test(message)) return 'title';
    if (/position/i.test(message)) return 'position';
    return 'form';
}

function draftOf(item: MarketingItem | null): Draft {
    const title = (lang: string) => item?.translations.find(t => t.languageCode === lang)?.title ?? '';
    return {
        kind: item?.kind ?? 'BANNER',
        asset: item?.asset ?? null,
        titleEn: title('en'),
        titleMs: title('ms'),
        actionTyp: item?.actionTyp ?? 'NON',
        actionVal: item?.actionVal ?? '',
        // A new item starts now unless the operator schedules it.
        startsAt: item ? toLocalInput(item.startsAt) : toLocalInput(new Date().toISOString()),
        endsAt: toLocalInput(item?.endsAt),
        position: String(item?.position ?? 0),
        enabled: item?.enabled ?? true,
    };
}

/** /tuah/marketing/new and /tuah/marketing/:id: the item's form, with the storefront's look of it beside. */
export function MarketingItemPage({ id }: { id: string }) {
    const isNew = id === 'new';
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'marketing', 'item', id],
        queryFn: () => api.query(MARKETING_ITEM, { id }),
        enabled: !isNew,
    });
    if (isNew) return <MarketingItemForm key="new" item={null} />;
    const title = 'Marketing item';
    if (error || isPending || !data.marketingItem) {
        return (
            <Page pageId="tuah-marketing-item">
                <PageTitle>{title}</PageTitle>
                <PageLayout>
                    <PageBlock column="main" blockId="tuah-marketing-item-loading">
                        {error ? (
                            <p role="alert">Could not load the marketing item: {apiErrorMessage(error)}</p>
                        ) : isPending ? (
                            <p>Loading the marketing item…</p>
                        ) : (
                            <p role="alert">There is no marketing item {id}: it may have been deleted.</p>
                        )}
                    </PageBlock>
                </PageLayout>
            </Page>
        );
    }
    return <MarketingItemForm key={data.marketingItem.id} item={data.marketingItem} />;
}

function MarketingItemForm({ item }: { item: MarketingItem | null }) {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [draft, setDraft] = useState<Draft>(() => draftOf(item));
    const [picking, setPicking] = useState(false);
    const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null);
    const set = (patch: Partial<Draft>) => setDraft(d => ({ ...d, ...patch }));
    const errorFor = (field: Field) => (refusal?.field === field ? refusal.message : null);

    const save = useMutation({
        mutationFn: async (d: Draft) => {
            const fields = {
                kind: d.kind,
                assetId: d.asset!.id,
                actionTyp: d.actionTyp,
                actionVal: d.actionTyp === 'NON' ? null : d.actionVal.trim() || null,
                startsAt: fromLocalInput(d.startsAt),
                endsAt: fromLocalInput(d.endsAt),
                position: Number(d.position),
                enabled: d.enabled,
                translations: [
                    { languageCode: 'en' as const, title: d.titleEn },
                    { languageCode: 'ms' as const, title: d.titleMs },
                ],
            };
            if (item) {
                const result = await api.mutate(UPDATE_MARKETING_ITEM, { input: { id: item.id, ...fields } });
                return result.updateMarketingItem;
            }
            const result = await api.mutate(CREATE_MARKETING_ITEM, { input: fields });
            return result.createMarketingItem;
        },
        onSuccess: async saved => {
            setRefusal(null);
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'marketing'] });
            toast.success(item ? 'Marketing item saved' : 'Marketing item created');
            if (!item) await navigate({ to: '/tuah/marketing/$id', params: { id: saved.id } });
        },
        onError: error => {
            const message = apiErrorMessage(error);
            setRefusal({ field: fieldOf(message), message });
        },
    });

    const remove = useMutation({
        mutationFn: () => api.mutate(DELETE_MARKETING_ITEM, { id: item?.id ?? '' }),
        onSuccess: async ({ deleteMarketingItem }) => {
            if (deleteMarketingItem.result !== 'DELETED') {
                setRefusal({ field: 'form', message: deleteMarketingItem.message ?? 'The item was not deleted.' });
                return;
            }
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'marketing'] });
            toast.success('Marketing item deleted');
            await navigate({ to: '/tuah/marketing' });
        },
        onError: error => setRefusal({ field: 'form', message: apiErrorMessage(error) }),
    });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        // What the operator can be told before asking the server; the server checks everything again.
        if (!draft.asset) return setRefusal({ field: 'asset', message: 'Choose a picture: it is what the shopper sees.' });
        if (!draft.titleEn.trim() || !draft.titleMs.trim())
            return setRefusal({ field: 'title', message: 'Give the title in both English and Malay: it is the picture’s text for each shopper.' });
        if (!/^\d+$/.test(draft.position.trim())) return setRefusal({ field: 'position', message: 'The order is a whole number, 0 or more (0 shows first).' });
        save.mutate(draft);
    };

    const pageTitle = item ? `Marketing: ${item.title}` : 'New marketing item';
    const described = (field: Field) => (errorFor(field) ? { 'aria-invalid': true, 'aria-describedby': `marketing-${field}-error` } : {});
    return (
        <Page pageId="tuah-marketing-item">
            <PageTitle>{pageTitle}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    {item && (
                        <PermissionGuard requires={['DeleteMarketing']}>
                            <ConfirmationDialog
                                title="Delete this marketing item?"
                                description={`“${item.title}” (${KIND_LABEL[item.kind].toLowerCase()}) disappears from the shop's Home at once. This cannot be undone.`}
                                confirmText="Delete"
                                onConfirm={() => remove.mutate()}
                            >
                                <Button variant="destructive" disabled={remove.isPending}>
                                    Delete
                                </Button>
                            </ConfirmationDialog>
                        </PermissionGuard>
                    )}
                    <PermissionGuard requires={[item ? 'UpdateMarketing' : 'CreateMarketing']}>
                        <Button type="submit" form="tuah-marketing-form" disabled={save.isPending}>
                            {save.isPending ? 'Saving…' : item ? 'Save' : 'Create'}
                        </Button>
                    </PermissionGuard>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="main" blockId="tuah-marketing-form" title="Marketing item">
                    <form id="tuah-marketing-form" onSubmit={submit} noValidate className="grid gap-5">
                        <div className="grid gap-1.5">
                            <Label htmlFor="marketing-kind">Kind</Label>
                            <NativeSelect
                                id="marketing-kind"
                                value={draft.kind}
                                onChange={e => set({ kind: e.target.value as MarketingKind })}
                                className="w-full"
                            >
                                {KINDS.map(kind => (
                                    <NativeSelectOption key={kind} value={kind}>
                                        {KIND_LABEL[kind]}
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </div>

                        <div className="grid gap-1.5">
                            {/* A button, not an input: its own text names it, the heading only groups. */}
                            <span className="text-sm font-medium">Picture</span>
                            <div className="flex items-center gap-3">
                                <Button type="button" variant="outline" onClick={() => setPicking(true)} {...described('asset')}>
                                    {draft.asset ? 'Change picture' : 'Choose picture'}
                                </Button>
                                <span className="text-sm text-muted-foreground">{draft.asset?.name ?? 'None chosen (pick one or upload in the picker)'}</span>
                            </div>
                            <p className="text-xs text-muted-foreground">
                                Banners and the blind-box promo are shown 2:1, the popup square, the floating button round.
                            </p>
                            <FieldError id="marketing-asset-error" message={errorFor('asset')} />
                        </div>

                        <div className="grid gap-3 sm:grid-cols-2">
                            <div className="grid gap-1.5">
                                <Label htmlFor="marketing-title-en">Title (English)</Label>
                                <Input
                                    id="marketing-title-en"
                                    value={draft.titleEn}
                                    maxLength={200}
                                    onChange={e => set({ titleEn: e.target.value })}
                                    {...described('title')}
                                />
                            </div>
                            <div className="grid gap-1.5">
                                <Label htmlFor="marketing-title-ms">Title (Malay)</Label>
                                <Input
                                    id="marketing-title-ms"
                                    lang="ms"
                                    value={draft.titleMs}
                                    maxLength={200}
                                    onChange={e => set({ titleMs: e.target.value })}
                                    {...described('title')}
                                />
                            </div>
                            <p className="text-xs text-muted-foreground sm:col-span-2">
                                Shown on the picture; it is also the picture's text for screen readers.
                            </p>
                            <div className="sm:col-span-2">
                                <FieldError id="marketing-title-error" message={errorFor('title')} />
                            </div>
                        </div>

                        <ActionFields
                            idPrefix="marketing"
                            typ={draft.actionTyp}
                            val={draft.actionVal}
                            onChange={(actionTyp, actionVal) => set({ actionTyp, actionVal })}
                            error={errorFor('action')}
                        />

                        <div className="grid gap-3 sm:grid-cols-2">
                            <div className="grid gap-1.5">
                                <Label htmlFor="marketing-starts">Shown from</Label>
                                <Input
                                    id="marketing-starts"
                                    type="datetime-local"
                                    value={draft.startsAt}
                                    onChange={e => set({ startsAt: e.target.value })}
                                    {...described('schedule')}
                                />
                            </div>
                            <div className="grid gap-1.5">
                                <Label htmlFor="marketing-ends">Until (empty: no end)</Label>
                                <Input
                                    id="marketing-ends"
                                    type="datetime-local"
                                    value={draft.endsAt}
                                    onChange={e => set({ endsAt: e.target.value })}
                                    {...described('schedule')}
                                />
                            </div>
                            <div className="sm:col-span-2">
                                <FieldError id="marketing-schedule-error" message={errorFor('schedule')} />
                            </div>
                        </div>

                        <div className="grid gap-3 sm:grid-cols-2">
                            <div className="grid gap-1.5">
                                <Label htmlFor="marketing-position">Order (0 shows first)</Label>
                                <Input
                                    id="marketing-position"
                                    type="number"
                                    min={0}
                                    step={1}
                                    value={draft.position}
                                    onChange={e => set({ position: e.target.value })}
                                    {...described('position')}
                                />
                                <FieldError id="marketing-position-error" message={errorFor('position')} />
                            </div>
                            <div className="flex items-center gap-2 self-end pb-2">
                                <Switch id="marketing-enabled" checked={draft.enabled} onCheckedChange={enabled => set({ enabled })} />
                                <Label htmlFor="marketing-enabled">Switched on</Label>
                            </div>
                        </div>

                        {errorFor('form') && (
                            <Alert variant="destructive">
                                <AlertDescription>{errorFor('form')}</AlertDescription>
                            </Alert>
                        )}
                    </form>
                </PageBlock>
                <PageBlock column="side" blockId="tuah-marketing-preview" title="Preview on a phone">
                    <div className="grid gap-4">
                        <MarketingPreview kind={draft.kind} asset={draft.asset} title={draft.titleEn} lang="en" />
                        <MarketingPreview kind={draft.kind} asset={draft.asset} title={draft.titleMs} lang="ms" />
                    </div>
                </PageBlock>
            </PageLayout>
            <AssetPickerDialog
                open={picking}
                onClose={() => setPicking(false)}
                title="Select Assets"
                initialSelectedAssets={[]}
                onSelect={assets => {
                    const [asset] = assets;
                    if (asset) set({ asset: { id: asset.id, preview: asset.preview, name: asset.name } });
                    if (refusal?.field === 'asset') setRefusal(null);
                }}
            />
        </Page>
    );
}
