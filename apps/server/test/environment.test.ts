import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readEnvironment } from '../src/config/environment';

const serverEntry = path.join(__dirname, '../dist/index.js');

describe('environment', () => {
    it('uses safe defaults: port 3000 and the embedded SQLite file under var/', () => {
        const env = readEnvironment({});
        expect(env.PORT).toBe(3000);
        expect(env.database).toEqual({ type: 'sqlite', file: expect.stringMatching(/var[/\\]tuah\.sqlite$/) });
        expect(env.SEED_DEMO_DATA).toBe(true);
        expect(env.usesDefaultSuperadmin).toBe(true);
        expect(env.CAMPAIGN_RESERVATION_MINUTES).toBe(15);
    });

    it('accepts fractional reservation minutes (tests hold tickets for seconds)', () => {
        expect(readEnvironment({ CAMPAIGN_RESERVATION_MINUTES: '0.1' }).CAMPAIGN_RESERVATION_MINUTES).toBe(0.1);
    });

    it('switches to PostgreSQL when DATABASE_URL is set', () => {
        const env = readEnvironment({ DATABASE_URL: 'postgres://shop@db:5432/tuah' });
        expect(env.database).toEqual({ type: 'postgres', url: 'postgres://shop@db:5432/tuah' });
    });

    it('prices delivery from the rate table unless EasyParcel is chosen, which needs its key and a pick-up postcode', () => {
        expect(readEnvironment({}).DELIVERY_PROVIDER).toBe('table');
        expect(() => readEnvironment({ DELIVERY_PROVIDER: 'easyparcel' })).toThrow(
            /^Invalid environment: EASYPARCEL_API_KEY must be set when DELIVERY_PROVIDER is easyparcel$/,
        );
        expect(readEnvironment({ DELIVERY_PROVIDER: 'easyparcel', EASYPARCEL_API_KEY: 'k' })).toMatchObject({
            EASYPARCEL_URL: 'https://connect.easyparcel.my',
            EASYPARCEL_PICKUP_POSTCODE: '50450',
            EASYPARCEL_PICKUP_STATE: 'kul',
        });
        expect(() => readEnvironment({ DELIVERY_PROVIDER: 'dhl' })).toThrow(/^Invalid environment: DELIVERY_PROVIDER must be table or easyparcel/);
        expect(() => readEnvironment({ EASYPARCEL_PICKUP_POSTCODE: '5045' })).toThrow(/^Invalid environment: EASYPARCEL_PICKUP_POSTCODE must be a five-digit/);
    });

    it('reads TRUST_PROXY as off, proxy hops or proxy addresses, and refuses true (anyone could spoof X-Forwarded-For)', () => {
        expect(readEnvironment({}).TRUST_PROXY).toBe(false);
        expect(readEnvironment({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
        expect(readEnvironment({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
        expect(() => readEnvironment({ TRUST_PROXY: 'true' })).toThrow(/^Invalid environment: TRUST_PROXY must be false, a number of proxy hops/);
        expect(readEnvironment({}).SIGN_IN_IP_LIMIT).toBe(30);
    });

    it.each([
        [{ PORT: 'abc' }, /^Invalid environment: PORT must be a port number \(got "abc"\)$/],
        [{ PORT: '70000' }, /^Invalid environment: PORT must be a port number from 1 to 65535/],
        [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment: DATABASE_URL must be a postgres:\/\/ URL/],
        [{ CORS_ORIGINS: 'https://shop.example/path' }, /^Invalid environment: CORS_ORIGINS must be a comma-separated list/],
        [{ SEED_DEMO_DATA: 'maybe' }, /^Invalid environment: SEED_DEMO_DATA must be true or false/],
        [{ PROCESS_ROLE: 'both' }, /^Invalid environment: PROCESS_ROLE must be one of all, server, worker/],
        [{ CAMPAIGN_RESERVATION_MINUTES: 'soon' }, /^Invalid environment: CAMPAIGN_RESERVATION_MINUTES must be a number of minutes \(got "soon"\)$/],
        [{ CAMPAIGN_RESERVATION_MINUTES: '0' }, /^Invalid environment: CAMPAIGN_RESERVATION_MINUTES must be a number of minutes above 0/],
    ])('refuses %o with one clear line', (source, message) => {
        expect(() => readEnvironment(source)).toThrow(message);
    });

    it('is not production unless NODE_ENV says so: shop introspection on, and off in production unless switched on', () => {
        expect(readEnvironment({})).toMatchObject({ production: false, shopApiIntrospection: true });
        expect(readEnvironment({ NODE_ENV: 'development', SHOP_API_INTROSPECTION: 'false' }).shopApiIntrospection).toBe(false);
        const production = { NODE_ENV: 'production', SUPERADMIN_PASSWORD: 'a-real-secret' };
        expect(readEnvironment(production)).toMatchObject({ production: true, shopApiIntrospection: false });
        expect(readEnvironment({ ...production, SHOP_API_INTROSPECTION: 'true' }).shopApiIntrospection).toBe(true);
    });

    it('refuses the default superadmin password in production unless ALLOW_DEFAULT_SUPERADMIN is set', () => {
        expect(() => readEnvironment({ NODE_ENV: 'production' })).toThrow(
            /^Invalid environment: SUPERADMIN_PASSWORD must not be the default when NODE_ENV is production \(set ALLOW_DEFAULT_SUPERADMIN=true to start anyway\)$/,
        );
        expect(() => readEnvironment({ NODE_ENV: 'production', SUPERADMIN_USERNAME: 'boss' })).toThrow(/SUPERADMIN_PASSWORD/);
        expect(readEnvironment({ NODE_ENV: 'production', ALLOW_DEFAULT_SUPERADMIN: 'true' }).production).toBe(true);
        // The quick start (`npm start`, no NODE_ENV) is a local demo and starts with the defaults.
        expect(readEnvironment({}).usesDefaultSuperadmin).toBe(true);
        expect(() => readEnvironment({ ALLOW_DEFAULT_SUPERADMIN: 'perhaps' })).toThrow(/^Invalid environment: ALLOW_DEFAULT_SUPERADMIN must be true or false/);
    });

    it('stops a production start with the default superadmin password with one line', () => {
        const result = spawnSync(process.execPath, [serverEntry], {
            env: { ...process.env, NODE_ENV: 'production', SUPERADMIN_PASSWORD: '', ALLOW_DEFAULT_SUPERADMIN: '' },
            encoding: 'utf8',
            timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr.trim()).toMatch(/^Invalid environment: SUPERADMIN_PASSWORD must not be the default when NODE_ENV is production/);
    });

    it('stops the start on a bad value with one line on stderr, not a stack trace', () => {
        const result = spawnSync(process.execPath, [serverEntry], {
            env: { ...process.env, PORT: 'abc' },
            encoding: 'utf8',
            timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr.trim()).toBe('Invalid environment: PORT must be a port number (got "abc")');
        expect(result.stdout).not.toContain('Vendure');
    });
});
