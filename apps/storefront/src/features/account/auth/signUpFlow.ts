/** A new code may be asked for this long after the last one (docs/accounts.md#otp). */
export const OTP_RESEND_SECONDS = 60;

/** What the shopper typed on the sign-up page, carried to the verify page in its history entry (never in localStorage). */
export interface SignUpDetails {
    firstName: string;
    username: string;
    phoneNumber: string;
    emailAddress: string;
    password: string;
    govId: string;
    /** YYYY-MM-DD (docs/responsible-play.md#age-gate). */
    dateOfBirth: string;
}

/** The verify page's navigation state: the details to register, and when a new code may be asked for. */
export interface VerifyState {
    details: SignUpDetails;
    resendIn: number;
}
