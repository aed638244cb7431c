import { Messages } from '../../../common/error-results';

/** The marketing admin API's refusals (UserInputError keys), in both shop languages. */
export const marketingMessages: Messages = {
    en: {
        error: {
            'marketing-not-found': 'There is no marketing item { id }',
            'marketing-ends-before-start': 'A marketing item must end after it starts (endsAt after startsAt)',
            'marketing-bad-date': '{ field } is not a valid date',
            'marketing-unknown-asset': 'There is no asset { id }',
            'marketing-unknown-campaign': 'A CAM action needs the id of an existing campaign ("{ value }" is not one)',
            'marketing-unknown-policy': 'A PG action needs a policy page slug: { slugs } ("{ value }" is not one)',
            'marketing-bad-url': 'A URL action needs an http or https link ("{ value }" is not one)',
            'marketing-bad-action': 'The { type } action has a value it cannot open',
            'marketing-title-per-language': 'Give one title per language',
            'marketing-title-needed':
                "Every marketing item needs an English title (its picture's text alternative), at most { max } characters, and no empty title",
            'marketing-bad-position': 'position must be a whole number, 0 or more',
        },
    },
    ms: {
        error: {
            'marketing-not-found': 'Tiada item pemasaran { id }',
            'marketing-ends-before-start': 'Item pemasaran mesti tamat selepas ia bermula (endsAt selepas startsAt)',
            'marketing-bad-date': '{ field } bukan tarikh yang sah',
            'marketing-unknown-asset': 'Tiada aset { id }',
            'marketing-unknown-campaign': 'Tindakan CAM memerlukan id kempen yang wujud ("{ value }" bukan id kempen)',
            'marketing-unknown-policy': 'Tindakan PG memerlukan slug halaman polisi: { slugs } ("{ value }" bukan salah satunya)',
            'marketing-bad-url': 'Tindakan URL memerlukan pautan http atau https ("{ value }" bukan pautan sedemikian)',
            'marketing-bad-action': 'Tindakan { type } mempunyai nilai yang tidak boleh dibuka',
            'marketing-title-per-language': 'Berikan satu tajuk bagi setiap bahasa',
            'marketing-title-needed':
                'Setiap item pemasaran memerlukan tajuk bahasa Inggeris (teks alternatif gambarnya), paling banyak { max } aksara, dan tiada tajuk kosong',
            'marketing-bad-position': 'position mestilah nombor bulat, 0 atau lebih',
        },
    },
};
