import { SecurityPolicies } from '../types';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The defaults, documented in docs/security.md. */
export const defaultPolicies: SecurityPolicies = {
    // 5 wrong passwords in a row (within an hour) lock the identifier for 15 minutes.
    signInAccount: { name: 'sign-in:account', max: 5, windowSeconds: HOUR, blockSeconds: 15 * MINUTE },
    signInIp: { name: 'sign-in:ip', max: 30, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
    signUpIp: { name: 'sign-up:ip', max: 10, windowSeconds: HOUR, blockSeconds: HOUR },
    signUpEmail: { name: 'sign-up:email', max: 3, windowSeconds: HOUR, blockSeconds: HOUR },
    passwordResetRequestIp: { name: 'password-reset-request:ip', max: 10, windowSeconds: HOUR, blockSeconds: HOUR },
    passwordResetRequestEmail: { name: 'password-reset-request:email', max: 3, windowSeconds: HOUR, blockSeconds: HOUR },
    passwordResetIp: { name: 'password-reset:ip', max: 10, windowSeconds: HOUR, blockSeconds: HOUR },
};
