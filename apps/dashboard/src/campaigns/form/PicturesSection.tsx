import { PicturePicker } from '../../common/picture-picker';
import type { SetValue, Values } from './campaign-values';
import { Section } from './form-parts';

/** The campaign's pictures in the shop, from Vendure's assets. */
export function PicturesSection({ values, set }: { values: Values; set: SetValue }) {
    return (
        <Section title="Pictures">
            <div className="grid gap-4 md:grid-cols-2">
                <PicturePicker id="cover" label="Cover picture" value={values.cover} onChange={p => set('cover', p)} />
                <PicturePicker id="featuredImg" label="Featured picture" value={values.featuredImg} onChange={p => set('featuredImg', p)} />
            </div>
        </Section>
    );
}
