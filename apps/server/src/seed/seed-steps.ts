/**
 * The demo seed's steps, in order. Each completes what is missing of its part of the demo shop
 * and is recorded once done, so a start stopped anywhere resumes at the step it was in.
 * (No imports: the environment check reads the names for TEST_SEED_CRASH_AT.)
 */
export const DEMO_SEED_STEPS = [
    'regions',
    'products',
    'categories',
    'search-index',
    'campaigns',
    'blind-boxes',
    'promotions',
    'marketing',
    'payment-method',
] as const;

export type DemoSeedStep = (typeof DEMO_SEED_STEPS)[number];
