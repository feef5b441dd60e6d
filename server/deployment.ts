/**
 * Where the server listens and whether it runs in demo mode, decided once at start from the
 * environment. Demo mode (the mail outbox pages, the demo accounts and their seed, the demo
 * support key, mail links built from the request's host) is on by default only when every
 * listening address is a loopback one, so `npm start` shows the whole demo on a laptop while a
 * container listening on 0.0.0.0 starts without it. A setting that would be dangerous outside
 * demo mode stops the start rather than warning.
 */
import net from 'node:net';
import { DEMO_SUPPORT_API_KEY } from './db/seed';

/** The loopback addresses the server listens on when HOST is not set. */
export const DEFAULT_HOSTS = ['127.0.0.1', '::1'];
/** The shortest SUPPORT_API_KEY accepted: a key an attacker can guess is an account takeover. */
export const MIN_SUPPORT_KEY_LENGTH = 32;

export interface Deployment {
  /** Addresses to listen on (HOST, comma-separated). */
  hosts: string[];
  /** Whether HOST was left at its default (then a missing IPv6 loopback is no error). */
  defaultHosts: boolean;
  demo: boolean;
  /** One sentence: which mode and why, printed at start. */
  reason: string;
  warnings: string[];
  /** The support key impersonation accepts outside demo mode; undefined refuses impersonation. */
  supportApiKey?: string;
  /** Whether the demo accounts and providers are seeded into an empty database. */
  seed: boolean;
  /** PUBLIC_BASE_URL: the https address of mail links for brands that name no host (the fallback brand). */
  publicBaseUrl?: string;
  /** DEMO_LIMIT_FACTOR: every abuse limit's count multiplied (demo mode only; 1 otherwise). */
  limitFactor: number;
  /**
   * DEMO_CLOCK_DAYS: how many whole days ahead the server's clock runs (demo mode only; 0
   * otherwise), to show what a later day brings: a change of package taking effect, a renewal.
   */
  clockDays: number;
}

/** A setting the server refuses to start with; the message says which and what to do. */
export class UnsafeSettingError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'UnsafeSettingError';
  }
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  const family = net.isIP(bare);
  return family !== 0 && loopback.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

type Env = Record<string, string | undefined>;

export function resolveDeployment(env: Env): Deployment {
  const problems: string[] = [];
  const warnings: string[] = [];
  const hostSetting = env.HOST?.trim();
  const hosts = hostSetting ? hostSetting.split(',').map((h) => h.trim()).filter(Boolean) : DEFAULT_HOSTS;
  const onLoopback = hosts.every(isLoopback);
  const listed = hosts.join(', ');

  let demo: boolean;
  let reason: string;
  if (env.DEMO === '0') {
    demo = false;
    reason = 'demo mode is off: DEMO=0';
  } else if (env.DEMO === '1') {
    demo = true;
    reason = `demo mode is on: DEMO=1 (listening on ${listed})`;
    if (!onLoopback) warnings.push(`DEMO=1 on an address others can reach (${listed}): the mail outbox at /dev/outbox shows live login links, and the demo accounts and the demo support key work for anyone who can reach this server`);
  } else if (env.DEMO !== undefined && env.DEMO !== '') {
    problems.push(`DEMO must be 1 or 0, not "${env.DEMO}"`);
    demo = false;
    reason = '';
  } else {
    demo = onLoopback;
    reason = onLoopback
      ? `demo mode is on: the server listens on loopback only (${listed}); set DEMO=0 to turn it off`
      : `demo mode is off: the server listens on ${listed}, which is not loopback; DEMO=1 would turn it on`;
  }

  const supportApiKey = env.SUPPORT_API_KEY || undefined;
  if (supportApiKey !== undefined && !demo) {
    if (supportApiKey === DEMO_SUPPORT_API_KEY) problems.push('SUPPORT_API_KEY is the demo key printed in the README; choose a secret one of at least 32 characters');
    else if (supportApiKey.length < MIN_SUPPORT_KEY_LENGTH) problems.push(`SUPPORT_API_KEY must be at least ${MIN_SUPPORT_KEY_LENGTH} characters outside demo mode (it has ${supportApiKey.length})`);
  }
  const publicBaseUrl = env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined;
  if (publicBaseUrl !== undefined && !/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(publicBaseUrl)) problems.push(`PUBLIC_BASE_URL must be https://host (with an optional port and no path), not "${env.PUBLIC_BASE_URL}"`);
  if (!demo && env.DEMO_SEED === '1') problems.push('DEMO_SEED=1 would create the demo accounts, whose passwords are published; it works in demo mode only');
  let limitFactor = 1;
  if (env.DEMO_LIMIT_FACTOR) {
    limitFactor = Number(env.DEMO_LIMIT_FACTOR);
    if (!demo) problems.push('DEMO_LIMIT_FACTOR raises the login, mail and booking limits; it works in demo mode only');
    else if (!Number.isInteger(limitFactor) || limitFactor < 1) problems.push(`DEMO_LIMIT_FACTOR must be a whole number of 1 or more, not "${env.DEMO_LIMIT_FACTOR}"`);
  }
  let clockDays = 0;
  if (env.DEMO_CLOCK_DAYS) {
    clockDays = Number(env.DEMO_CLOCK_DAYS);
    if (!demo) problems.push('DEMO_CLOCK_DAYS moves the server\'s clock (sessions, payments, renewals); it works in demo mode only');
    else if (!Number.isInteger(clockDays) || clockDays < 0 || clockDays > 400) problems.push(`DEMO_CLOCK_DAYS must be a whole number of days from 0 to 400, not "${env.DEMO_CLOCK_DAYS}"`);
  }
  if (problems.length > 0) throw new UnsafeSettingError(problems);

  return { hosts, defaultHosts: !hostSetting, demo, reason, warnings, supportApiKey, seed: demo && env.DEMO_SEED !== '0', publicBaseUrl, limitFactor, clockDays };
}

/** What the server learns only after loading the brands and opening the database, for the checks below. */
export interface LoadedFacts {
  /** Brands that name no host, whose mail links need PUBLIC_BASE_URL. */
  hostlessBrands: string[];
  /** The seeded demo data the database holds (seededDemoData: accounts, keys, codes published in the README); [] for none. */
  demoData: string[];
}

/** The second half of the start-up checks; resolveDeployment's refusals and these print alike. */
export function checkLoaded(deployment: Deployment, facts: LoadedFacts): void {
  if (deployment.demo) return;
  const problems: string[] = [];
  if (!deployment.publicBaseUrl && facts.hostlessBrands.length > 0) {
    problems.push(`mail links need a public address outside demo mode: set PUBLIC_BASE_URL (https://…) for the brands that name no host (${facts.hostlessBrands.join(', ')})`);
  }
  if (facts.demoData.length > 0) {
    problems.push(`the database holds demo data an earlier run in demo mode seeded, whose passwords and codes are published (${facts.demoData.join(', ')}): use a new database, or delete them`);
  }
  if (problems.length > 0) throw new UnsafeSettingError(problems);
}
