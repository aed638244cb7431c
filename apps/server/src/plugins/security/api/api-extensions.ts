import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "A limit refused the request; retryAfterSeconds says when this address or account may try again."
    type TooManyAttemptsError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        retryAfterSeconds: Int!
    }
    extend union RegisterCustomerAccountResult = TooManyAttemptsError
    extend union RequestPasswordResetResult = TooManyAttemptsError
    extend union ResetPasswordResult = TooManyAttemptsError
`;
