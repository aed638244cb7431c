import { Messages, reasonedErrorResult } from '../../common/error-results';

export type DeliveryOptionReason = 'UNKNOWN_OPTION' | 'PRICE_CHANGED' | 'NO_QUOTE' | 'NOT_DIGITAL' | 'NO_COURIER_METHOD';

/**
 * setShipping refused: the option is not among the options quoted now for the order's address
 * (UNKNOWN_OPTION), its price moved (PRICE_CHANGED), nothing can be quoted (NO_QUOTE, with the
 * quote's `error_code`), the order ships something (NOT_DIGITAL), or the shop has no courier method.
 */
export class DeliveryOptionError extends reasonedErrorResult<DeliveryOptionReason>('DeliveryOptionError', 'DELIVERY_OPTION_ERROR') {
    constructor(
        reason: DeliveryOptionReason,
        public readonly error_code: string | null = null,
    ) {
        super(reason);
    }
}

/** English and Malay; the storefront translates by code, these are for API users and the log. */
export const checkoutMessages: Messages = {
    en: {
        errorResult: {
            DELIVERY_OPTION_ERROR:
                '{ reason, select, UNKNOWN_OPTION {This delivery option is not available for your address} PRICE_CHANGED {The delivery price has changed: please choose again} NO_QUOTE {Delivery to this address cannot be priced} NOT_DIGITAL {This order has items to ship: please choose a delivery option} other {Delivery is not available right now} }',
        },
        error: {
            'unknown-province': 'Please choose a state or province from the list for this country',
            'too-many-addresses': 'Your address book is full ({ max } addresses): please edit one of them instead',
        },
        deliveryFee: {
            NO_ACTIVE_ORDER: 'Your cart is empty',
            NO_ADDRESS: 'Please enter a delivery address',
            UNKNOWN_COUNTRY: 'We do not deliver to this country',
            UNKNOWN_STATE: 'Please choose a state or province we know',
            UNKNOWN_POSTCODE: 'This postcode does not exist in the chosen state',
            NOTHING_TO_SHIP: 'Nothing in this order needs delivery',
            TOO_HEAVY: 'This order is too heavy for our couriers',
            NO_COURIER: 'No courier delivers to this address',
            PROVIDER_UNAVAILABLE: 'Delivery prices cannot be fetched right now, please try again later',
            PROVIDER_ERROR: 'The courier service refused the request ({ remark })',
        },
        checkoutRefusal: {
            DELIVERY_REQUIRED: 'Please choose a delivery option',
            DELIVERY_QUOTE_CHANGED: 'The delivery price has changed: please choose a delivery option again',
        },
        cartProblem: {
            CAMPAIGN_ENDED: 'This campaign has ended',
            CAMPAIGN_NOT_STARTED: 'This campaign has not started yet',
            CAMPAIGN_UNAVAILABLE: 'This item can no longer be bought in this campaign',
            SOLD_OUT:
                '{ quantityAvailable, plural, =0 {No tickets are left in this campaign} one {Tickets are left for only 1 item} other {Tickets are left for only # items} }',
            MAX_QTY: 'You may buy at most { maxQty } of this campaign',
            OUT_OF_STOCK: '{ quantityAvailable, plural, =0 {This item is out of stock} other {Only # left in stock} }',
            ITEM_UNAVAILABLE: 'This item is no longer sold',
            PRICE_CHANGED: 'The price of this item has changed',
            UNDER_AGE: 'Tickets and blind boxes are for customers aged 18 and over',
            DATE_OF_BIRTH_REQUIRED: 'Add your date of birth before buying tickets or blind boxes',
            SELF_EXCLUDED: 'You paused buying tickets and blind boxes for a while',
            SPENDING_LIMIT: 'This cart would pass one of your spending limits',
        },
    },
    ms: {
        errorResult: {
            DELIVERY_OPTION_ERROR:
                '{ reason, select, UNKNOWN_OPTION {Pilihan penghantaran ini tidak tersedia untuk alamat anda} PRICE_CHANGED {Harga penghantaran telah berubah: sila pilih semula} NO_QUOTE {Penghantaran ke alamat ini tidak dapat dikira harganya} NOT_DIGITAL {Pesanan ini mempunyai item untuk dihantar: sila pilih pilihan penghantaran} other {Penghantaran tidak tersedia buat masa ini} }',
        },
        error: {
            'unknown-province': 'Sila pilih negeri atau wilayah daripada senarai untuk negara ini',
            'too-many-addresses': 'Buku alamat anda sudah penuh ({ max } alamat): sila sunting salah satu daripadanya',
        },
        deliveryFee: {
            NO_ACTIVE_ORDER: 'Troli anda kosong',
            NO_ADDRESS: 'Sila masukkan alamat penghantaran',
            UNKNOWN_COUNTRY: 'Kami tidak menghantar ke negara ini',
            UNKNOWN_STATE: 'Sila pilih negeri atau wilayah yang kami kenali',
            UNKNOWN_POSTCODE: 'Poskod ini tidak wujud dalam negeri yang dipilih',
            NOTHING_TO_SHIP: 'Tiada apa-apa dalam pesanan ini yang perlu dihantar',
            TOO_HEAVY: 'Pesanan ini terlalu berat untuk kurier kami',
            NO_COURIER: 'Tiada kurier yang menghantar ke alamat ini',
            PROVIDER_UNAVAILABLE: 'Harga penghantaran tidak dapat diperoleh sekarang, sila cuba lagi nanti',
            PROVIDER_ERROR: 'Perkhidmatan kurier menolak permintaan ({ remark })',
        },
        checkoutRefusal: {
            DELIVERY_REQUIRED: 'Sila pilih pilihan penghantaran',
            DELIVERY_QUOTE_CHANGED: 'Harga penghantaran telah berubah: sila pilih pilihan penghantaran semula',
        },
        cartProblem: {
            CAMPAIGN_ENDED: 'Kempen ini telah tamat',
            CAMPAIGN_NOT_STARTED: 'Kempen ini belum bermula',
            CAMPAIGN_UNAVAILABLE: 'Item ini tidak lagi boleh dibeli dalam kempen ini',
            SOLD_OUT: '{ quantityAvailable, plural, =0 {Tiada tiket lagi dalam kempen ini} other {Tiket hanya tinggal untuk # item} }',
            MAX_QTY: 'Anda boleh membeli paling banyak { maxQty } untuk kempen ini',
            OUT_OF_STOCK: '{ quantityAvailable, plural, =0 {Item ini kehabisan stok} other {Hanya tinggal # dalam stok} }',
            ITEM_UNAVAILABLE: 'Item ini tidak lagi dijual',
            PRICE_CHANGED: 'Harga item ini telah berubah',
            UNDER_AGE: 'Tiket dan kotak misteri hanya untuk pelanggan berumur 18 tahun ke atas',
            DATE_OF_BIRTH_REQUIRED: 'Tambah tarikh lahir anda sebelum membeli tiket atau kotak misteri',
            SELF_EXCLUDED: 'Anda telah menghentikan pembelian tiket dan kotak misteri buat sementara',
            SPENDING_LIMIT: 'Troli ini melebihi salah satu had perbelanjaan anda',
        },
    },
};
