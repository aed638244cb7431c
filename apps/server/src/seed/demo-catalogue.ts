/**
 * The demo shop's catalogue: what `npm start` shows on a fresh machine. Names and
 * descriptions in English and Malay; prices in ringgit (MYR, tax included).
 */

export interface DemoCategory {
    code: string;
    name: { en: string; ms: string };
    /** Drives the generated picture: background hues and the glyph drawn on it. */
    art: { hue: number; glyph: Glyph };
}

export type Glyph = 'device' | 'drop' | 'house' | 'shirt' | 'cap' | 'star' | 'bowl';

export interface DemoVariant {
    /** Option values in the order of the product's option groups; empty for a single variant. */
    options: string[];
    price: number;
    stock: number;
}

export interface DemoProduct {
    slug: string;
    category: string;
    name: { en: string; ms: string };
    description: { en: string; ms: string };
    optionGroups?: Array<{ code: string; name: { en: string; ms: string } }>;
    variants: DemoVariant[];
    /** Parcel weight of one unit in grams (the variants' `weight`; docs/checkout.md). */
    weight: number;
    /** Has a size chart (custom field sizeImg, a generated picture). */
    sizeChart?: boolean;
    /** Custom field videoUrl: a product video, opened from the campaign page. */
    videoUrl?: string;
    /** The picture's glyph when the category's would show something else (a cap is not a shirt). */
    glyph?: Glyph;
}

export const demoCategories: DemoCategory[] = [
    { code: 'gadgets', name: { en: 'Gadgets', ms: 'Gajet' }, art: { hue: 210, glyph: 'device' } },
    { code: 'beauty', name: { en: 'Beauty', ms: 'Kecantikan' }, art: { hue: 330, glyph: 'drop' } },
    { code: 'home-living', name: { en: 'Home & Living', ms: 'Rumah & Kediaman' }, art: { hue: 150, glyph: 'house' } },
    { code: 'fashion', name: { en: 'Fashion', ms: 'Fesyen' }, art: { hue: 20, glyph: 'shirt' } },
    { code: 'collectibles', name: { en: 'Toys & Collectibles', ms: 'Mainan & Koleksi' }, art: { hue: 270, glyph: 'star' } },
    { code: 'snacks', name: { en: 'Snacks & Treats', ms: 'Snek & Juadah' }, art: { hue: 45, glyph: 'bowl' } },
];

const single = (price: number, stock: number): DemoVariant[] => [{ options: [], price, stock }];
const SIZE = { code: 'size', name: { en: 'Size', ms: 'Saiz' } };
const COLOUR = { code: 'colour', name: { en: 'Colour', ms: 'Warna' } };

export const demoProducts: DemoProduct[] = [
    {
        slug: 'wireless-earbuds',
        weight: 150,
        category: 'gadgets',
        name: { en: 'Wireless Earbuds', ms: 'Fon Telinga Tanpa Wayar' },
        description: {
            en: 'True wireless earbuds with noise cancelling and a 24-hour charging case.',
            ms: 'Fon telinga tanpa wayar dengan pembatalan bunyi dan bekas pengecas 24 jam.',
        },
        optionGroups: [COLOUR],
        variants: [
            { options: ['Midnight'], price: 129, stock: 120 },
            { options: ['Pearl'], price: 129, stock: 80 },
        ],
    },
    {
        slug: 'power-bank-20000',
        weight: 450,
        category: 'gadgets',
        name: { en: 'Power Bank 20,000 mAh', ms: 'Bank Kuasa 20,000 mAh' },
        description: {
            en: 'Charges a phone four times over; USB-C fast charging in and out.',
            ms: 'Mengecas telefon sehingga empat kali; pengecasan pantas USB-C.',
        },
        variants: single(89.9, 200),
    },
    {
        slug: 'smart-watch',
        weight: 200,
        category: 'gadgets',
        name: { en: 'Smart Watch', ms: 'Jam Tangan Pintar' },
        description: {
            en: 'Heart rate, sleep and step tracking with a week of battery.',
            ms: 'Menjejak kadar jantung, tidur dan langkah dengan bateri seminggu.',
        },
        // A third-party host: the storefront links out to it rather than playing it (docs/campaigns.md#product-extras-videourl-sizeimg).
        videoUrl: 'https://video.tuah.example/smart-watch-unboxing',
        optionGroups: [COLOUR],
        variants: [
            { options: ['Black'], price: 299, stock: 60 },
            { options: ['Rose Gold'], price: 319, stock: 40 },
        ],
    },
    {
        slug: 'bluetooth-speaker',
        weight: 600,
        category: 'gadgets',
        name: { en: 'Pocket Bluetooth Speaker', ms: 'Pembesar Suara Bluetooth Poket' },
        description: { en: 'Splash-proof speaker with deep bass.', ms: 'Pembesar suara kalis percikan dengan bes padu.' },
        variants: single(69, 150),
    },
    {
        slug: 'phone-gimbal',
        weight: 500,
        category: 'gadgets',
        name: { en: 'Phone Gimbal', ms: 'Gimbal Telefon' },
        description: { en: 'Three-axis stabiliser for smooth video.', ms: 'Penstabil tiga paksi untuk video yang lancar.' },
        variants: single(359, 25),
    },
    {
        slug: 'glow-serum',
        weight: 100,
        category: 'beauty',
        name: { en: 'Vitamin C Glow Serum', ms: 'Serum Cahaya Vitamin C' },
        description: { en: 'Brightening serum, 30 ml.', ms: 'Serum pencerah, 30 ml.' },
        variants: single(59, 300),
    },
    {
        slug: 'lip-tint-set',
        weight: 150,
        category: 'beauty',
        name: { en: 'Lip Tint Set', ms: 'Set Pewarna Bibir' },
        description: { en: 'Four long-wear shades.', ms: 'Empat warna tahan lama.' },
        variants: single(45, 180),
    },
    {
        slug: 'sunscreen-spf50',
        weight: 120,
        category: 'beauty',
        name: { en: 'Sunscreen SPF 50', ms: 'Pelindung Matahari SPF 50' },
        description: { en: 'Light, non-greasy, for tropical days.', ms: 'Ringan dan tidak berminyak, untuk hari tropika.' },
        variants: single(39.9, 400),
    },
    {
        slug: 'hair-dryer',
        weight: 900,
        category: 'beauty',
        name: { en: 'Ionic Hair Dryer', ms: 'Pengering Rambut Ionik' },
        description: { en: 'Fast drying with less frizz.', ms: 'Pengeringan pantas, rambut kurang kusut.' },
        variants: single(189, 50),
    },
    {
        slug: 'air-fryer',
        weight: 5200,
        category: 'home-living',
        name: { en: 'Air Fryer 5 L', ms: 'Penggoreng Udara 5 L' },
        description: { en: 'Crispy food with little oil.', ms: 'Makanan rangup dengan sedikit minyak.' },
        variants: single(249, 70),
    },
    {
        slug: 'rice-cooker',
        weight: 3000,
        category: 'home-living',
        name: { en: 'Smart Rice Cooker', ms: 'Periuk Nasi Pintar' },
        description: { en: 'Perfect rice, porridge and claypot modes.', ms: 'Nasi sempurna, mod bubur dan nasi ayam claypot.' },
        variants: single(199, 90),
    },
    {
        slug: 'bedsheet-set',
        weight: 1500,
        category: 'home-living',
        name: { en: 'Cooling Bedsheet Set', ms: 'Set Cadar Sejuk' },
        description: { en: 'Breathable fabric for warm nights.', ms: 'Fabrik bernafas untuk malam yang panas.' },
        optionGroups: [SIZE],
        variants: [
            { options: ['Single'], price: 89, stock: 60 },
            { options: ['Queen'], price: 119, stock: 80 },
            { options: ['King'], price: 139, stock: 40 },
        ],
    },
    {
        slug: 'thermal-flask',
        weight: 450,
        category: 'home-living',
        name: { en: 'Thermal Flask 1 L', ms: 'Termos 1 L' },
        description: { en: 'Keeps teh tarik hot for 12 hours.', ms: 'Teh tarik kekal panas selama 12 jam.' },
        variants: single(49, 250),
    },
    {
        slug: 'batik-shirt',
        weight: 300,
        category: 'fashion',
        name: { en: 'Batik Shirt', ms: 'Kemeja Batik' },
        description: { en: 'Hand-drawn batik, cotton.', ms: 'Batik lukis tangan, kapas.' },
        sizeChart: true,
        optionGroups: [SIZE],
        variants: [
            { options: ['S'], price: 129, stock: 30 },
            { options: ['M'], price: 129, stock: 50 },
            { options: ['L'], price: 129, stock: 50 },
            { options: ['XL'], price: 139, stock: 20 },
        ],
    },
    {
        slug: 'running-shoes',
        weight: 900,
        category: 'fashion',
        name: { en: 'Running Shoes', ms: 'Kasut Larian' },
        description: { en: 'Light and cushioned for daily runs.', ms: 'Ringan dan empuk untuk larian harian.' },
        optionGroups: [SIZE],
        variants: [
            { options: ['UK 6'], price: 259, stock: 20 },
            { options: ['UK 7'], price: 259, stock: 30 },
            { options: ['UK 8'], price: 259, stock: 30 },
            { options: ['UK 9'], price: 259, stock: 20 },
        ],
    },
    {
        slug: 'canvas-tote',
        weight: 250,
        category: 'fashion',
        name: { en: 'Canvas Tote Bag', ms: 'Beg Tote Kanvas' },
        description: { en: 'Roomy tote with an inner pocket.', ms: 'Beg tote luas dengan poket dalam.' },
        optionGroups: [COLOUR],
        variants: [
            { options: ['Natural'], price: 35, stock: 200 },
            { options: ['Black'], price: 35, stock: 150 },
        ],
    },
    {
        slug: 'cap',
        weight: 150,
        category: 'fashion',
        name: { en: 'Tuah Lucky Cap', ms: 'Topi Tuah' },
        description: { en: 'Embroidered cap in lucky red.', ms: 'Topi bersulam dalam warna merah bertuah.' },
        glyph: 'cap',
        variants: single(29, 300),
        sizeChart: true,
    },
    {
        slug: 'figure-mystery',
        weight: 200,
        category: 'collectibles',
        name: { en: 'Mystery Figure Series 1', ms: 'Figura Misteri Siri 1' },
        description: { en: 'One of twelve vinyl figures.', ms: 'Satu daripada dua belas figura vinil.' },
        variants: single(49, 500),
    },
    {
        slug: 'building-blocks',
        weight: 800,
        category: 'collectibles',
        name: { en: 'Kampung House Building Blocks', ms: 'Blok Binaan Rumah Kampung' },
        description: { en: '820 pieces, ages 10 and up.', ms: '820 keping, umur 10 tahun ke atas.' },
        variants: single(169, 60),
    },
    {
        slug: 'plush-tiger',
        weight: 400,
        category: 'collectibles',
        name: { en: 'Malayan Tiger Plush', ms: 'Patung Harimau Malaya' },
        description: { en: 'Soft and huggable, 40 cm.', ms: 'Lembut untuk dipeluk, 40 cm.' },
        variants: single(59, 120),
    },
    {
        slug: 'trading-cards',
        weight: 100,
        category: 'collectibles',
        name: { en: 'Trading Card Booster Box', ms: 'Kotak Kad Dagangan' },
        description: { en: '24 packs per box.', ms: '24 pek setiap kotak.' },
        variants: single(399, 15),
    },
    {
        slug: 'durian-chocolate',
        weight: 300,
        category: 'snacks',
        name: { en: 'Durian Chocolate', ms: 'Coklat Durian' },
        description: { en: 'Musang King durian in dark chocolate.', ms: 'Durian Musang King dalam coklat gelap.' },
        variants: single(25, 600),
    },
    {
        slug: 'kuih-gift-box',
        weight: 700,
        category: 'snacks',
        name: { en: 'Festive Kuih Gift Box', ms: 'Kotak Hadiah Kuih Raya' },
        description: { en: 'Pineapple tarts, kuih bangkit and almond london.', ms: 'Tart nenas, kuih bangkit dan almond london.' },
        variants: single(79, 100),
    },
    {
        slug: 'white-coffee',
        weight: 600,
        category: 'snacks',
        name: { en: 'Ipoh White Coffee (30 sachets)', ms: 'Kopi Putih Ipoh (30 paket)' },
        description: { en: 'Smooth roasted coffee with milk.', ms: 'Kopi panggang lembut dengan susu.' },
        variants: single(32, 350),
    },
];
