import { Customer } from '@vendure/core';

/** Other shoppers see a display name only, never contact details. */
export function displayName(customer: Pick<Customer, 'firstName' | 'lastName'> & { customFields?: { displayName?: unknown } | null }): string {
    const own = customer.customFields?.displayName;
    if (typeof own === 'string' && own) return own;
    const last = customer.lastName ? ` ${customer.lastName[0]}.` : '';
    return `${customer.firstName || 'Shopper'}${last}`;
}
