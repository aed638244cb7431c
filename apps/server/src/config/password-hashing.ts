import { BcryptPasswordHashingStrategy, PasswordHashingStrategy } from '@vendure/core';

interface Bcrypt {
    hash(plaintext: string, rounds: number): Promise<string>;
    compare(plaintext: string, hash: string): Promise<boolean>;
}

/**
 * Vendure's bcrypt hashing (cost 12), or with TEST_PASSWORD_HASH_ROUNDS the same bcrypt at a lower
 * cost: test servers create and sign in hundreds of shoppers, each hash costing a quarter of a
 * second of CPU at cost 12. readEnvironment refuses the setting in production. A hash records
 * its own cost, so checking works whatever cost a password was hashed with.
 */
export function passwordHashingStrategy(rounds: number | undefined): PasswordHashingStrategy {
    if (rounds === undefined) return new BcryptPasswordHashingStrategy();
    // Loaded as Vendure loads it, on first use.
    const bcrypt = () => require('bcrypt') as Bcrypt;
    return {
        hash: plaintext => bcrypt().hash(plaintext, rounds),
        check: (plaintext, hash) => bcrypt().compare(plaintext, hash),
    };
}
