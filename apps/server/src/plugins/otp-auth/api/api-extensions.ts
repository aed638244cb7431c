import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

export const shopApiExtensions = gql`
    "What a code is for: a code only verifies the purpose it was sent for."
    enum OtpPurpose {
        SIGN_UP
        RESET_PASSWORD
        UPDATE_PASSWORD
        CHANGE_PHONE
    }
    "What the signed-in customer still has to do: add a phone, set a password, verify their phone, or nothing."
    enum PendingAction {
        NONE
        UPDATE_HP
        UPDATE_PW
        VERIFY_HP
    }
    "The answer of an OTP call that went through; message is in the request's language."
    type OtpResult {
        success: Boolean!
        message: String!
    }
    input GenerateOTPInput {
        phoneNumber: String
        purpose: OtpPurpose = SIGN_UP
    }
    input VerifyOTPInput {
        phoneNumber: String
        otp: String!
        purpose: OtpPurpose = SIGN_UP
    }
    input RegisterCustomerAccountWithOTPInput {
        "Name as per NRIC."
        firstName: String!
        username: String!
        phoneNumber: String!
        emailAddress: String!
        password: String
        "NRIC number; cannot be changed once submitted."
        govId: String
        "The code, when the phone was not verified with verifyOTP before."
        otp: String
        lang: String
        "YYYY-MM-DD; a MyKad number in govId must encode it. Optional: without it, the first purchase asks (docs/responsible-play.md#age-gate)."
        dateOfBirth: String
    }
    input ResetPasswordUsingOTPInput {
        phoneNumber: String!
        otp: String!
        password: String!
    }
    input UpdatePasswordUsingOTPInput {
        otp: String!
        password: String!
    }
    input DeleteAccInput {
        "The word DELETE, typed by the shopper."
        confirmation: String!
        password: String!
    }
    ${errorResultType('InvalidPhoneNumberError', 'The phone is not a mobile number in MY, ID or TH.', '"NOT_A_NUMBER, UNSUPPORTED_COUNTRY (not MY, ID or TH) or NOT_MOBILE." reason: String!')}
    ${errorResultType('OtpResendTooSoonError', 'A code was sent to this phone less than 60 s ago.', 'retryAfterSeconds: Int!')}
    ${errorResultType('OtpInvalidError', 'A wrong code.', '"0: the code is burned, ask for a new one." attemptsLeft: Int!')}
    ${errorResultType('OtpExpiredError', 'No live code to check.', '"EXPIRED, USED_UP (burned or already used) or NOT_REQUESTED." reason: String!')}
    ${errorResultType('SmsNotSentError', 'The SMS could not be handed to the gateway; nothing was kept, try again.', '')}
    ${errorResultType('PhoneNotVerifiedError', 'This needs the phone verified by a code first.', '')}
    ${errorResultType('PhoneNumberConflictError', 'Another account has this phone.', '')}
    ${errorResultType('UsernameConflictError', 'Another account has this username.', '')}
    ${errorResultType('InvalidAccountFieldError', 'A profile field breaks its rule.', '"firstName, username, emailAddress, govId, displayName, lang or dateOfBirth." field: String!')}
    ${errorResultType('InvalidAvatarError', 'The picture cannot be the avatar.', '"TYPE (not PNG, JPEG or WebP) or SIZE." reason: String! maxBytes: Int!')}
    ${errorResultType('DeleteConfirmationError', 'The typed confirmation is not the expected word.', 'expected: String!')}
    ${errorResultType('BotCheckFailedError', 'The bot check refused: no solution in the x-altcha header, or a wrong, expired or already used one.', '"MISSING, INVALID, EXPIRED or USED." reason: String!')}
    union GenerateOTPResult =
        | OtpResult
        | BotCheckFailedError
        | InvalidPhoneNumberError
        | OtpResendTooSoonError
        | SmsNotSentError
        | PhoneNumberConflictError
        | PhoneNotVerifiedError
        | TooManyAttemptsError
    union VerifyOTPResult = OtpResult | InvalidPhoneNumberError | OtpInvalidError | OtpExpiredError | PhoneNumberConflictError | TooManyAttemptsError
    union RegisterCustomerAccountWithOTPResult =
        | OtpResult
        | BotCheckFailedError
        | InvalidPhoneNumberError
        | OtpInvalidError
        | OtpExpiredError
        | PhoneNotVerifiedError
        | EmailAddressConflictError
        | PhoneNumberConflictError
        | UsernameConflictError
        | InvalidAccountFieldError
        | MissingPasswordError
        | PasswordValidationError
        | TooManyAttemptsError
    union ResetPasswordUsingOTPResult =
        | OtpResult
        | BotCheckFailedError
        | InvalidPhoneNumberError
        | OtpInvalidError
        | OtpExpiredError
        | PasswordValidationError
        | TooManyAttemptsError
    union UpdatePasswordUsingOTPResult = OtpResult | OtpInvalidError | OtpExpiredError | PhoneNotVerifiedError | PasswordValidationError | TooManyAttemptsError
    union SetCustomerAvatarResult = Asset | InvalidAvatarError
    union UpdateLangResult = Customer | InvalidAccountFieldError
    union DeleteAccResult = Success | DeleteConfirmationError | InvalidCredentialsError | TooManyAttemptsError
    extend input UpdateCustomerInput {
        "The name other shoppers see, 1 to 40 characters."
        displayName: String
    }
    extend type Customer {
        "The name other shoppers see: the one the customer chose, else their username or first name."
        displayName: String!
        "Only on the signed-in customer's own record (activeCustomer)."
        pendingAction: PendingAction!
    }
    extend type Query {
        "AltchaChallenge: a signed proof-of-work challenge for the bot check (the ALTCHA widget solves it; the solution goes in the x-altcha header of generateOTP, getNewHpOTP, registerCustomerAccountWithOTP and resetPasswordUsingOTP). Null when the bot check is off."
        altchaChallenge: JSON
    }
    extend type Mutation {
        "GenerateOTP: texts a 6-digit code (5 minutes) to the phone; SIGN_UP and RESET_PASSWORD signed out, UPDATE_PASSWORD to the signed-in customer's phone, CHANGE_PHONE to a new phone."
        generateOTP(input: GenerateOTPInput!): GenerateOTPResult!
        "VerifyOTP: checks a code; CHANGE_PHONE (signed in) also moves the account to the new phone."
        verifyOTP(input: VerifyOTPInput!): VerifyOTPResult!
        "RegisterCustomerAccountWithOTP: an account on a verified phone, verified at once (authenticate works right away)."
        registerCustomerAccountWithOTP(input: RegisterCustomerAccountWithOTPInput!): RegisterCustomerAccountWithOTPResult!
        "getNewHpOTP: texts a code to a new phone of the signed-in customer; verifyOTP(purpose: CHANGE_PHONE) then moves the account to it."
        getNewHpOTP(hpNum: String!): GenerateOTPResult!
        "ResetPasswordUsingOTP: a new password for the account on this phone, by a RESET_PASSWORD code; ends every session."
        resetPasswordUsingOTP(input: ResetPasswordUsingOTPInput!): ResetPasswordUsingOTPResult!
        "UpdatePasswordUsingOTP: the signed-in customer sets a password by an UPDATE_PASSWORD code to their phone."
        updatePasswordUsingOTP(input: UpdatePasswordUsingOTPInput!): UpdatePasswordUsingOTPResult!
        "UpdateLang: en or ms."
        updateLang(lang: String!): UpdateLangResult!
        "SetCustomerAvatarB64: PNG, JPEG or WebP as base64 (a data: URL is fine), at most 64 KB (scale it down first; the request body limit is 100 KB)."
        setCustomerAvatarB64(fileB64: String!): SetCustomerAvatarResult!
        "DeleteAcc: deletes the signed-in customer's account for good; needs confirmation DELETE and the password."
        deleteAcc(input: DeleteAccInput!): DeleteAccResult!
    }
`;
