import { Label, NativeSelect, NativeSelectOption } from '@vendure/dashboard';

import { type CampaignType, TYPE_LABEL } from '../campaign-types';
import type { SetValue, Values } from './campaign-values';
import { type Problems, Section } from './form-parts';
import { ProductPicker } from './ProductPicker';

/** What the campaign is and sells: fixed once created; a lucky draw also names its special variant and prize. */
export function TypeAndProductSection({ values, set, problems, creating }: { values: Values; set: SetValue; problems: Problems; creating: boolean }) {
    const blindBox = values.typStr === 'BLINDBOX';
    return (
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
                error={problems.errorFor('product')}
                describedBy={problems.described('product', creating ? undefined : 'fixed-note')}
                onChange={p => {
                    // Another product has other variants: the special one chosen before no longer applies.
                    set('product', p);
                    set('specialVariantId', '');
                }}
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
    );
}
