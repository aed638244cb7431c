import {
    Alert,
    AlertDescription,
    AlertDialog,
    AlertDialogAction,
    AlertDialogCancel,
    AlertDialogContent,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogHeader,
    AlertDialogTitle,
    api,
    Button,
    Input,
    Label,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Textarea,
} from '@vendure/dashboard';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { ActionType, campaignChoicesQuery, NOTIFY_CUSTOMERS } from './api';
import { ActionFields, CampaignField, FieldError } from './fields';

type Segment = 'ALL' | 'CAMPAIGN_HOLDERS';

interface Notice {
    segment: Segment;
    campaignId: string;
    titleEn: string;
    titleMs: string;
    msgEn: string;
    msgMs: string;
    actionTyp: ActionType;
    actionVal: string;
}

const EMPTY: Notice = { segment: 'ALL', campaignId: '', titleEn: '', titleMs: '', msgEn: '', msgMs: '', actionTyp: 'NON', actionVal: '' };

/** Which field a refusal is about (the server's English messages, config/marketing-messages.ts). */
type Field = 'campaign' | 'title' | 'msg' | 'action' | 'form';
function fieldOf(message: string): Field {
    if (/action/i.test(message)) return 'action';
    if (/campaign/i.test(message)) return 'campaign';
    if (/title/i.test(message)) return 'title';
    if (/message/i.test(message)) return 'msg';
    return 'form';
}

/** /tuah/notify: a message to every customer or to a campaign's ticket holders, in English and Malay (in-app and pushed). */
export function NotifyPage() {
    const [notice, setNotice] = useState<Notice>(EMPTY);
    const [confirming, setConfirming] = useState(false);
    const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null);
    const [sent, setSent] = useState<{ count: number; to: string } | null>(null);
    const campaigns = useQuery(campaignChoicesQuery);
    const set = (patch: Partial<Notice>) => setNotice(n => ({ ...n, ...patch }));
    const errorFor = (field: Field) => (refusal?.field === field ? refusal.message : null);
    const described = (field: Field) => (errorFor(field) ? { 'aria-invalid': true, 'aria-describedby': `notify-${field}-error` } : {});

    const campaignName = campaigns.data?.campaigns.items.find(c => c.id === notice.campaignId)?.name ?? `campaign ${notice.campaignId}`;
    const audience = notice.segment === 'ALL' ? 'all customers' : `the ticket holders of ${campaignName}`;

    const send = useMutation({
        mutationFn: async (n: Notice) =>
            await api.mutate(NOTIFY_CUSTOMERS, {
                input: {
                    segment: n.segment,
                    campaignId: n.segment === 'CAMPAIGN_HOLDERS' ? n.campaignId : null,
                    title: { en: n.titleEn, ms: n.titleMs },
                    msg: { en: n.msgEn, ms: n.msgMs },
                    actionTyp: n.actionTyp,
                    actionVal: n.actionTyp === 'NON' ? null : n.actionVal.trim() || null,
                },
            }),
        onSuccess: ({ notifyCustomers }) => {
            setRefusal(null);
            setSent({ count: notifyCustomers.sent, to: audience });
        },
        onError: error => {
            const message = apiErrorMessage(error);
            setRefusal({ field: fieldOf(message), message });
        },
    });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        setSent(null);
        // Told before the confirmation; the server checks everything again.
        if (notice.segment === 'CAMPAIGN_HOLDERS' && !notice.campaignId.trim())
            return setRefusal({ field: 'campaign', message: 'Choose the campaign whose ticket holders get the message.' });
        if (!notice.titleEn.trim() || !notice.titleMs.trim()) return setRefusal({ field: 'title', message: 'Give the title in both English and Malay.' });
        if (!notice.msgEn.trim() || !notice.msgMs.trim()) return setRefusal({ field: 'msg', message: 'Give the message in both English and Malay.' });
        setRefusal(null);
        setConfirming(true);
    };

    return (
        <Page pageId="tuah-notify">
            <PageTitle>Notify customers</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="tuah-notify-form" title="Send a notification">
                    <form onSubmit={submit} noValidate className="grid gap-5">
                        <fieldset className="grid gap-2">
                            <legend className="mb-1 text-sm font-medium">Send to</legend>
                            <div className="flex items-center gap-2">
                                <input
                                    type="radio"
                                    id="notify-all"
                                    name="segment"
                                    checked={notice.segment === 'ALL'}
                                    onChange={() => set({ segment: 'ALL' })}
                                />
                                <Label htmlFor="notify-all">All customers</Label>
                            </div>
                            <div className="flex items-center gap-2">
                                <input
                                    type="radio"
                                    id="notify-holders"
                                    name="segment"
                                    checked={notice.segment === 'CAMPAIGN_HOLDERS'}
                                    onChange={() => set({ segment: 'CAMPAIGN_HOLDERS' })}
                                />
                                <Label htmlFor="notify-holders">Ticket holders of a campaign</Label>
                            </div>
                        </fieldset>
                        {notice.segment === 'CAMPAIGN_HOLDERS' && (
                            <CampaignField
                                id="notify-campaign"
                                label="Campaign"
                                value={notice.campaignId}
                                onChange={campaignId => set({ campaignId })}
                                error={errorFor('campaign')}
                            />
                        )}

                        <div className="grid gap-3 sm:grid-cols-2">
                            <div className="grid gap-1.5">
                                <Label htmlFor="notify-title-en">Title (English)</Label>
                                <Input
                                    id="notify-title-en"
                                    value={notice.titleEn}
                                    maxLength={200}
                                    onChange={e => set({ titleEn: e.target.value })}
                                    {...described('title')}
                                />
                            </div>
                            <div className="grid gap-1.5">
                                <Label htmlFor="notify-title-ms">Title (Malay)</Label>
                                <Input
                                    id="notify-title-ms"
                                    lang="ms"
                                    value={notice.titleMs}
                                    maxLength={200}
                                    onChange={e => set({ titleMs: e.target.value })}
                                    {...described('title')}
                                />
                            </div>
                            <div className="sm:col-span-2">
                                <FieldError id="notify-title-error" message={errorFor('title')} />
                            </div>
                            <div className="grid gap-1.5">
                                <Label htmlFor="notify-msg-en">Message (English)</Label>
                                <Textarea
                                    id="notify-msg-en"
                                    value={notice.msgEn}
                                    maxLength={1000}
                                    rows={4}
                                    onChange={e => set({ msgEn: e.target.value })}
                                    {...described('msg')}
                                />
                            </div>
                            <div className="grid gap-1.5">
                                <Label htmlFor="notify-msg-ms">Message (Malay)</Label>
                                <Textarea
                                    id="notify-msg-ms"
                                    lang="ms"
                                    value={notice.msgMs}
                                    maxLength={1000}
                                    rows={4}
                                    onChange={e => set({ msgMs: e.target.value })}
                                    {...described('msg')}
                                />
                            </div>
                            <div className="sm:col-span-2">
                                <FieldError id="notify-msg-error" message={errorFor('msg')} />
                            </div>
                        </div>

                        <ActionFields
                            idPrefix="notify"
                            typ={notice.actionTyp}
                            val={notice.actionVal}
                            onChange={(actionTyp, actionVal) => set({ actionTyp, actionVal })}
                            error={errorFor('action')}
                        />

                        {errorFor('form') && (
                            <Alert variant="destructive">
                                <AlertDescription>{errorFor('form')}</AlertDescription>
                            </Alert>
                        )}
                        {sent && (
                            <p role="status" className="rounded-md border p-3 text-sm">
                                Sent to {sent.count.toLocaleString('en')} {sent.count === 1 ? 'customer' : 'customers'} ({sent.to}).
                            </p>
                        )}
                        <div>
                            <Button type="submit" disabled={send.isPending}>
                                {send.isPending ? 'Sending…' : 'Send notification'}
                            </Button>
                        </div>
                    </form>
                </PageBlock>
            </PageLayout>
            <AlertDialog open={confirming} onOpenChange={setConfirming}>
                <AlertDialogContent>
                    <AlertDialogHeader>
                        <AlertDialogTitle>
                            {notice.segment === 'ALL' ? 'Send to all customers?' : `Send to the ticket holders of ${campaignName}?`}
                        </AlertDialogTitle>
                        <AlertDialogDescription>
                            “{notice.titleEn}” goes to {audience} in their language, in the app and to their phones. It cannot be taken back.
                        </AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                        <AlertDialogCancel onClick={() => setConfirming(false)}>Cancel</AlertDialogCancel>
                        <AlertDialogAction
                            type="button"
                            onClick={() => {
                                setConfirming(false);
                                send.mutate(notice);
                            }}
                        >
                            Send
                        </AlertDialogAction>
                    </AlertDialogFooter>
                </AlertDialogContent>
            </AlertDialog>
        </Page>
    );
}
