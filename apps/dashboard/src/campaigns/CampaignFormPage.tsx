import {
    Alert,
    AlertDescription,
    AlertTitle,
    api,
    Button,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    toast,
    usePermissions,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';

import { apiErrorMessage } from '../common/format';
import { NeedsPermission } from '../common/permissions';
import { CAMPAIGN, type Campaign, CREATE_CAMPAIGN, UPDATE_CAMPAIGN } from './campaign-api';
import { CAMPAIGN_PERMISSION } from './campaign-types';
import { canBeCancelled, CancelCampaign } from './CancelCampaign';
import {
    campaignInput,
    check,
    emptyValues,
    type FieldErrors,
    type Lang,
    type SetValue,
    type TranslationValues,
    type Values,
    valuesOf,
} from './form/campaign-values';
import { CampaignStatus } from './form/CampaignStatus';
import { DatesSection } from './form/DatesSection';
import { FlagsSection } from './form/FlagsSection';
import { problemsOf } from './form/form-parts';
import { NamesSection } from './form/NamesSection';
import { PicturesSection } from './form/PicturesSection';
import { RulesSection } from './form/RulesSection';
import { TicketsSection } from './form/TicketsSection';
import { TierOddsSection } from './form/TierOddsSection';
import { TypeAndProductSection } from './form/TypeAndProductSection';

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
        queryFn: () => api.query(CAMPAIGN, { id }),
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

/** A new or saved campaign: its sections in the order the screen shows them, the status and cancelling beside. */
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
    const issued = campaign?.issuedTicket ?? 0;
    const sold = issued > 0;
    const blindBox = values.typStr === 'BLINDBOX';
    const set: SetValue = (key, value) => setValues(v => ({ ...v, [key]: value }));
    const setTranslation = (lang: Lang, key: keyof TranslationValues, value: string) =>
        setValues(v => ({ ...v, translations: { ...v.translations, [lang]: { ...v.translations[lang], [key]: value } } }));

    const save = useMutation({
        mutationFn: async (v: Values): Promise<Campaign> => {
            if (!campaign) {
                const productId = v.product?.id ?? '';
                const r = await api.mutate(CREATE_CAMPAIGN, { input: { ...campaignInput(v, { keepLedger: false }), typStr: v.typStr, productId } });
                if (r.createCampaign.__typename !== 'Campaign') throw new Error(r.createCampaign.message);
                return r.createCampaign;
            }
            const r = await api.mutate(UPDATE_CAMPAIGN, { input: { ...campaignInput(v, { keepLedger: sold }), id: campaign.id } });
            if (r.updateCampaign.__typename !== 'Campaign') throw new Error(r.updateCampaign.message);
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

    const problems = problemsOf(errors);
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
                                    {refusal
                                        ? `The server refused it: ${refusal}`
                                        : `Fix ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked below.`}
                                </AlertDescription>
                            </Alert>
                        )}
                        <TypeAndProductSection values={values} set={set} problems={problems} creating={creating} />
                        <NamesSection values={values} problems={problems} setTranslation={setTranslation} />
                        <RulesSection values={values} set={set} problems={problems} />
                        <DatesSection values={values} set={set} problems={problems} />
                        <TicketsSection values={values} set={set} problems={problems} issued={issued} />
                        {!blindBox && <TierOddsSection values={values} set={set} problems={problems} sold={sold} />}
                        <FlagsSection values={values} set={set} />
                        <PicturesSection values={values} set={set} />
                    </form>
                </PageBlock>
                {campaign && (
                    <PageBlock column="side" blockId="tuah-campaign-status" title="Status">
                        <CampaignStatus campaign={campaign} />
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
