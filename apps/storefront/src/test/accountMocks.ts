import { graphql, HttpResponse } from 'msw';

import { STORAGE_KEYS } from '../lib/storage';
import type { GetLoggedInUserQuery } from '../gql/graphql';

type Customer = NonNullable<GetLoggedInUserQuery['activeCustomer']>;

/** A demo shopper as GetLoggedInUser answers for them, with whatever a test changes. */
export function customer(overrides: Partial<Customer> = {}): Customer {
    return {
        id: '5',
        firstName: 'Siti Aminah binti Ahmad',
        displayName: 'siti',
        emailAddress: 'siti@example.com',
        phoneNumber: '+60123456789',
        createdAt: '2026-11-01T10:00:00.000Z',
        pendingAction: 'NONE',
        customFields: { lang: 'en', govId: null, username: 'siti', avatar: null },
        ...overrides,
    };
}

/** GetLoggedInUser answering with `who` (null: a guest). */
export const loggedInUser = (who: Customer | null) => graphql.query('GetLoggedInUser', () => HttpResponse.json({ data: { activeCustomer: who } }));

/** A signed-in shopper: their token stored as the shop keeps it, and the server knowing them. */
export function signedIn(who: Customer = customer()) {
    window.localStorage.setItem(STORAGE_KEYS.sessionToken, 'token-of-siti');
    return loggedInUser(who);
}
