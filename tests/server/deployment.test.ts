import { describe, expect, it } from 'vitest';
import { checkLoaded, DEFAULT_HOSTS, isLoopback, resolveDeployment, UnsafeSettingError } from '../../server/deployment';

const LONG_KEY = 'k'.repeat(32);

describe('resolveDeployment', () => {
  it.each([
    [{}, true, 'loopback only'],
    [{ HOST: '127.0.0.1' }, true, 'loopback only'],
    [{ HOST: '::1,127.0.0.2' }, true, 'loopback only'],
    [{ HOST: 'localhost' }, true, 'loopback only'],
    [{ HOST: '0.0.0.0' }, false, 'not loopback'],
    [{ HOST: '127.0.0.1,10.0.0.5' }, false, 'not loopback'],
    [{ HOST: '::' }, false, 'not loopback'],
    [{ DEMO: '0' }, false, 'DEMO=0'],
    [{ HOST: '0.0.0.0', DEMO: '1' }, true, 'DEMO=1'],
  ])('%j: demo mode %s, and the start line says why', (env, demo, why) => {
    const d = resolveDeployment(env);
    expect(d.demo).toBe(demo);
    expect(d.reason).toContain(demo ? 'demo mode is on' : 'demo mode is off');
    expect(d.reason).toContain(why);
  });

  it('listens on the loopback addresses when HOST is not set', () => {
    expect(resolveDeployment({})).toMatchObject({ hosts: DEFAULT_HOSTS, defaultHosts: true });
    expect(resolveDeployment({ HOST: '0.0.0.0' })).toMatchObject({ hosts: ['0.0.0.0'], defaultHosts: false });
  });

  it('warns when demo mode is turned on where others can reach it, and only then', () => {
    expect(resolveDeployment({ HOST: '0.0.0.0', DEMO: '1' }).warnings.join()).toContain('/dev/outbox');
    expect(resolveDeployment({ DEMO: '1' }).warnings).toEqual([]);
  });

  it('seeds the demo data in demo mode only, unless DEMO_SEED=0', () => {
    expect(resolveDeployment({}).seed).toBe(true);
    expect(resolveDeployment({ DEMO_SEED: '0' }).seed).toBe(false);
    expect(resolveDeployment({ HOST: '0.0.0.0' }).seed).toBe(false);
  });

  it.each([
    [{ HOST: '0.0.0.0', SUPPORT_API_KEY: 'demo-support-key' }, 'the demo key'],
    [{ HOST: '0.0.0.0', SUPPORT_API_KEY: 'k'.repeat(31) }, 'at least 32 characters'],
    [{ DEMO: '0', DEMO_SEED: '1' }, 'DEMO_SEED=1'],
    [{ DEMO: 'yes' }, 'DEMO must be 1 or 0'],
    [{ PUBLIC_BASE_URL: 'http://portal.example.org' }, 'PUBLIC_BASE_URL must be https://host'],
    [{ PUBLIC_BASE_URL: 'https://portal.example.org/path' }, 'PUBLIC_BASE_URL must be https://host'],
    [{ HOST: '0.0.0.0', DEMO_LIMIT_FACTOR: '100' }, 'DEMO_LIMIT_FACTOR raises the login, mail and booking limits; it works in demo mode only'],
    [{ DEMO_LIMIT_FACTOR: '0' }, 'DEMO_LIMIT_FACTOR must be a whole number'],
    [{ HOST: '0.0.0.0', DEMO_CLOCK_DAYS: '1' }, "DEMO_CLOCK_DAYS moves the server's clock (sessions, payments, renewals); it works in demo mode only"],
    [{ DEMO_CLOCK_DAYS: '-1' }, 'DEMO_CLOCK_DAYS must be a whole number of days from 0 to 400'],
    [{ DEMO_CLOCK_DAYS: '1.5' }, 'DEMO_CLOCK_DAYS must be a whole number of days from 0 to 400'],
  ])('refuses to start with %j', (env, problem) => {
    expect(() => resolveDeployment(env)).toThrow(UnsafeSettingError);
    expect(() => resolveDeployment(env)).toThrow(problem);
  });

  it('takes a support key of 32 characters outside demo mode, and any key in demo mode', () => {
    expect(resolveDeployment({ HOST: '0.0.0.0', SUPPORT_API_KEY: LONG_KEY }).supportApiKey).toBe(LONG_KEY);
    expect(resolveDeployment({ SUPPORT_API_KEY: 'short' }).supportApiKey).toBe('short');
  });
});

describe('the start-up checks after loading', () => {
  const production = resolveDeployment({ HOST: '0.0.0.0' });
  it('lists every problem at once outside demo mode', () => {
    let error: UnsafeSettingError | undefined;
    try {
      checkLoaded(production, { hostlessBrands: ['default'], demoData: ['the account operator@demo.test'] });
    } catch (e) {
      error = e as UnsafeSettingError;
    }
    expect(error?.problems).toEqual([expect.stringContaining('set PUBLIC_BASE_URL (https://…) for the brands that name no host (default)'), expect.stringContaining('holds demo data an earlier run in demo mode seeded, whose passwords and codes are published (the account operator@demo.test)')]);
  });

  it('passes a production deployment with a base URL and no demo accounts, and any demo one', () => {
    expect(() => checkLoaded(resolveDeployment({ HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://portal.example.org' }), { hostlessBrands: ['default'], demoData: [] })).not.toThrow();
    expect(() => checkLoaded(resolveDeployment({}), { hostlessBrands: ['default'], demoData: ['the account operator@demo.test'] })).not.toThrow();
  });

  it('multiplies the limits only in demo mode', () => {
    expect(resolveDeployment({ DEMO_LIMIT_FACTOR: '50' }).limitFactor).toBe(50);
    expect(resolveDeployment({ HOST: '0.0.0.0' }).limitFactor).toBe(1);
  });

  it('moves the clock only in demo mode', () => {
    expect(resolveDeployment({ DEMO_CLOCK_DAYS: '1' }).clockDays).toBe(1);
    expect(resolveDeployment({ HOST: '0.0.0.0' }).clockDays).toBe(0);
  });
});

describe('isLoopback', () => {
  it.each([['127.0.0.1', true], ['127.8.9.10', true], ['::1', true], ['[::1]', true], ['::ffff:127.0.0.1', true], ['localhost', true],
    ['0.0.0.0', false], ['::', false], ['192.168.1.2', false], ['::ffff:10.0.0.1', false], ['example.org', false]])('%s → %s', (host, expected) => {
    expect(isLoopback(host)).toBe(expected);
  });
});
