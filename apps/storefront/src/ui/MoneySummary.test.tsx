import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { changeLanguage, i18n } from '../lib/i18n';
import { moneySummary } from '../test/shopApiMocks';
import { MoneySummary } from './MoneySummary';

/** The rows as a shopper reads them: label and amount, in order. */
function rows() {
    const list = screen.getByLabelText(/Order summary|Ringkasan pesanan/);
    return [...list.querySelectorAll('[data-row]')].map(row => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent!.replace(/\s/g, ' '),
    ]);
}

/** Sen read off a row: "-RM 28.59" is -2859. */
const sen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

describe('MoneySummary', () => {
    afterEach(() => changeLanguage('en'));

    it('shows items, the coupon, the subtotal, delivery, free delivery and the total, each the sum of the rows above', () => {
        const summary = moneySummary({
            lines: [17800, 0, 11190],
            discounts: [['10% off your order', -2899, 'TUAH10']],
            delivery: 800,
            deliveryDiscounts: [['Free delivery', -800, 'FREESHIP']],
        });
        render(
            <I18nextProvider i18n={i18n}>
                <MoneySummary summary={summary} />
            </I18nextProvider>,
        );
        expect(rows()).toEqual([
            ['Items', 'RM 289.90'],
            ['10% off your order (TUAH10)', '-RM 28.99'],
            ['Subtotal', 'RM 260.91'],
            ['Delivery (J&T Express, Standard (2-3 working days))', 'RM 8.00'],
            ['Free delivery (FREESHIP)', '-RM 8.00'],
            ['Total', 'RM 260.91'],
            ['Includes sales tax 10%', 'RM 23.72'],
        ]);
        const amounts = rows().map(([, amount]) => sen(amount ?? ''));
        const at = (i: number) => amounts[i] ?? NaN;
        expect(at(0) + at(1)).toBe(at(2));
        expect(at(2) + at(3) + at(4)).toBe(at(5));
    });

    it('in Malay, delivery not chosen yet reads so instead of RM 0.00, and no English is left', async () => {
        await changeLanguage('ms');
        render(
            <I18nextProvider i18n={i18n}>
                <MoneySummary summary={moneySummary({ lines: [28590], discounts: [['Diskaun 10%', -2859, 'TUAH10']], delivery: 'NOT_CHOSEN' })} />
            </I18nextProvider>,
        );
        expect(rows()).toEqual([
            ['Harga barangan', 'RM 285.90'],
            ['Diskaun 10% (TUAH10)', '-RM 28.59'],
            ['Jumlah kecil', 'RM 257.31'],
            ['Penghantaran', 'Dipilih semasa pembayaran'],
            ['Jumlah', 'RM 257.31'],
            ['Termasuk cukai jualan 10%', 'RM 23.39'],
        ]);
        expect(screen.queryByText(/RM 0\.00/)).not.toBeInTheDocument();
        expect(screen.getByLabelText('Ringkasan pesanan')).not.toHaveTextContent(/Items|Subtotal|Delivery|Total|Includes/);
    });

    it('an order that ships nothing says delivery is not needed', () => {
        render(
            <I18nextProvider i18n={i18n}>
                <MoneySummary summary={moneySummary({ lines: [4900, 4900], delivery: 'NOT_NEEDED' })} />
            </I18nextProvider>,
        );
        expect(rows()).toContainEqual(['Delivery', 'Not needed']);
        expect(rows().at(-2)).toEqual(['Total', 'RM 98.00']);
    });
});
