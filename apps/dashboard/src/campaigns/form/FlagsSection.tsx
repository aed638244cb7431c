import { Label, Switch } from '@vendure/dashboard';

import type { SetValue, Values } from './campaign-values';
import { Section } from './form-parts';

/** How the shop labels the campaign. */
export function FlagsSection({ values, set }: { values: Values; set: SetValue }) {
    return (
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
    );
}
