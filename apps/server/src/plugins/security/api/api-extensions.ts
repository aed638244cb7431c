import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

export const shopApiExtensions = gql`
    ${errorResultType(
        'TooManyAttemptsError',
        'A limit refused the request; retryAfterSeconds says when this address or account may try again.',
        'retryAfterSeconds: Int!',
        ['RegisterCustomerAccountResult', 'RequestPasswordResetResult', 'ResetPasswordResult'],
    )}
`;
