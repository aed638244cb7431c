/** What other features use of e-invoices: the checkout's choice, the profile's form and the order's state (docs/einvoice.md#the-shoppers-screens). */
export { CheckoutEInvoice } from './CheckoutEInvoice';
export { EInvoiceDetailsCard, EInvoiceForm } from './EInvoiceForm';
export { OrderEInvoice } from './OrderEInvoice';
