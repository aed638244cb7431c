/** What other plugins may use: the limiter (OTP, code redemption, free entry) and its refusal. */
export { SecurityPlugin } from './security.plugin';
export { RateLimitService } from './services/rate-limit.service';
export { clientAddress } from './services/client-ip';
export { TooManyAttemptsError } from './errors';
export type { RateLimitPolicy, RateLimitResult, SecurityPolicies, SecurityPluginOptions } from './types';
