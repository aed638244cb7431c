import escape from 'escape-html';

import { formatAmount, parseAmount } from '../services/ipay88-signature';
import { CheckedRequest } from '../services/local-gateway.service';

/** A page with no script and no inline style: it works under the shop's strict Content-Security-Policy. */
function page(title: string, body: string): string {
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The local gateway's payment page: the order and amount, and two buttons posting the shopper's choice. */
export function paymentPage(request: CheckedRequest, completeAction: string): string {
    const hidden = Object.entries(request)
        .filter(([, value]) => typeof value === 'string')
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value!)}">`)
        .join('\n');
    const amount = parseAmount(request.Amount);
    return page(
        'Local iPay88 gateway',
        `<h1>Local iPay88 gateway</h1>
<p>This shop runs without a real payment gateway: no money moves. Choose how the payment ends.</p>
<dl>
<dt>Order</dt><dd>${escape(request.RefNo)}</dd>
<dt>Amount</dt><dd>${escape(request.Currency)} ${escape(amount === undefined ? request.Amount : formatAmount(amount))}</dd>
${request.ProdDesc ? `<dt>Description</dt><dd>${escape(request.ProdDesc)}</dd>` : ''}
</dl>
<form method="post" action="${escape(completeAction)}">
${hidden}
<button type="submit" name="outcome" value="success">Pay ${escape(request.Currency)} ${escape(request.Amount)}</button>
<button type="submit" name="outcome" value="failure">Fail the payment</button>
</form>`,
    );
}

export function refusalPage(reason: string): string {
    return page('Payment request refused', `<h1>Payment request refused</h1>\n<p>${escape(reason)}</p>`);
}
