import escape from 'escape-html';

import { ROUTES } from '../constants';
import { formatAmount, parseAmount } from '../services/ipay88-signature';
import { CheckedRequest } from '../services/local-gateway.service';

export type GatewayLanguage = 'en' | 'ms';

/** The shopper's language, as the shop put it on the entry URL (`?lang=ms`); English otherwise. */
export const gatewayLanguage = (lang: unknown): GatewayLanguage => (lang === 'ms' ? 'ms' : 'en');

/** The page's words: the first payment page every newcomer sees, in the language they shop in. */
const WORDS: Record<GatewayLanguage, Record<string, string>> = {
    en: {
        title: 'Payment',
        test: 'Test payment page',
        explain: 'This shop runs without a real payment gateway: no money moves. Choose how the payment ends.',
        order: 'Order',
        amount: 'Amount to pay',
        description: 'Description',
        pay: 'Pay',
        fail: 'Fail the payment',
        refused: 'Payment request refused',
        secure: 'iPay88 test gateway · no card is charged',
    },
    ms: {
        title: 'Pembayaran',
        test: 'Halaman pembayaran ujian',
        explain: 'Kedai ini berjalan tanpa gerbang pembayaran sebenar: tiada wang berpindah. Pilih bagaimana pembayaran ini berakhir.',
        order: 'Pesanan',
        amount: 'Jumlah perlu dibayar',
        description: 'Keterangan',
        pay: 'Bayar',
        fail: 'Gagalkan pembayaran',
        refused: 'Permintaan pembayaran ditolak',
        secure: 'Gerbang ujian iPay88 · tiada kad dicaj',
    },
};

/** `RM 263.31` for ringgit, as the shop writes prices; other currencies by their code. */
function money(currency: string, amount: string): string {
    const sen = parseAmount(amount);
    return `${currency === 'MYR' ? 'RM' : currency} ${sen === undefined ? amount : formatAmount(sen)}`;
}

/** The shop's look (its red, gold and cream), from a stylesheet: the strict Content-Security-Policy allows no inline style. */
export const GATEWAY_CSS = `
*{box-sizing:border-box}
html{background:#fff8ef;color:#2a1215;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;align-items:center}
header{width:100%;background:#c8102e;color:#fff;padding:14px 20px;display:flex;align-items:center;gap:10px}
.logo{font-weight:800;font-size:22px;letter-spacing:.5px;color:#f8d36a}
.where{font-size:14px;opacity:.95}
main{width:100%;max-width:440px;padding:20px 16px 32px}
h1{font-size:22px;margin:4px 0 12px}
.badge{display:inline-block;background:#fdf0c4;color:#8a5a00;border-radius:999px;padding:3px 10px;font-size:12px;font-weight:700}
.card{background:#fff;border:1px solid #f0e2d6;border-radius:16px;padding:16px;margin:14px 0}
dl{margin:0;display:grid;grid-template-columns:auto minmax(0,1fr);gap:8px 12px;font-size:15px}
dt{color:#6f5a5c}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.total{border-top:1px solid #f0e2d6;padding-top:12px;margin-top:12px;display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.total span{color:#6f5a5c}
.total strong{font-size:24px;color:#a50d26}
p{line-height:1.5;font-size:14px;color:#6f5a5c}
form{display:flex;flex-direction:column;gap:12px;margin-top:18px}
button{font:inherit;font-size:17px;font-weight:700;border-radius:999px;min-height:52px;padding:12px 20px;cursor:pointer;width:100%}
.pay{background:#c8102e;color:#fff;border:0}
.pay:hover,.pay:focus-visible{background:#a50d26}
.fail{background:#fff;color:#a50d26;border:2px solid #a50d26}
button:focus-visible{outline:3px solid #f5b700;outline-offset:2px}
footer{font-size:12px;color:#6f5a5c;text-align:center;padding:0 16px 24px}
`;

/** A page with no script and no inline style: it works under the shop's strict Content-Security-Policy. */
function page(lang: GatewayLanguage, title: string, body: string): string {
    const t = WORDS[lang];
    return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Tuah</title>
<link rel="stylesheet" href="/${ROUTES.localStyles}"></head>
<body>
<header><span class="logo">Tuah</span><span class="where">${escape(t.title)}</span></header>
<main>
${body}
</main>
<footer>${escape(t.secure)}</footer>
</body>
</html>`;
}

/** The local gateway's payment page: the order and amount, and two buttons posting the shopper's choice. */
export function paymentPage(request: CheckedRequest, completeAction: string, lang: GatewayLanguage): string {
    const t = WORDS[lang];
    const hidden = Object.entries(request)
        .filter(([, value]) => typeof value === 'string')
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value!)}">`)
        .join('\n');
    const amount = money(request.Currency, request.Amount);
    return page(
        lang,
        t.title,
        `<span class="badge">${escape(t.test)}</span>
<h1>${escape(t.title)}</h1>
<p>${escape(t.explain)}</p>
<section class="card" aria-label="${escape(t.order)}">
<dl>
<dt>${escape(t.order)}</dt><dd>${escape(request.RefNo)}</dd>
${request.ProdDesc ? `<dt>${escape(t.description)}</dt><dd>${escape(request.ProdDesc)}</dd>` : ''}
</dl>
<div class="total"><span>${escape(t.amount)}</span><strong>${escape(amount)}</strong></div>
</section>
<form method="post" action="${escape(completeAction)}">
${hidden}
<button class="pay" type="submit" name="outcome" value="success">${escape(t.pay)} ${escape(amount)}</button>
<button class="fail" type="submit" name="outcome" value="failure">${escape(t.fail)}</button>
</form>`,
    );
}

export function refusalPage(reason: string, lang: GatewayLanguage = 'en'): string {
    const t = WORDS[lang];
    return page(lang, t.refused, `<h1>${escape(t.refused)}</h1>\n<p>${escape(reason)}</p>`);
}
