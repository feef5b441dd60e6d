/** Passwords, access tokens and the signing key. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens, AUDIENCE, ISSUER } from '../../../server/auth/accessTokens';
import { resolveJwtSecret } from '../../../server/auth/jwtSecret';
import { hashPassword, verifyPassword } from '../../../server/auth/passwords';

describe('scrypt passwords', () => {
  it('hashes with a salt per password and verifies', async () => {
    const a = await hashPassword('Jelszó-1');
    const b = await hashPassword('Jelszó-1');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Jelszó-1', a)).toBe(true);
    expect(await verifyPassword('Jelszó-2', a)).toBe(false);
    // The same text typed with combining accents is the same password.
    expect(await verifyPassword('Jelszo\u0301-1', a)).toBe(true);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode('s'.repeat(32));
  const other = (claims: Record<string, unknown>, iss = ISSUER, aud = AUDIENCE) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('5m').sign(secret);

  it('round-trips the user and the impersonator', async () => {
    const tokens = new AccessTokens(secret);
    expect(await tokens.verify(await tokens.sign({ userId: 7, impersonatorId: 3 }))).toEqual({ userId: 7, impersonatorId: 3 });
    expect(await tokens.verify(await tokens.sign({ userId: 7, impersonatorId: null }))).toEqual({ userId: 7, impersonatorId: null });
  });

  it('refuses another issuer, audience or algorithm, and expired tokens', async () => {
    const tokens = new AccessTokens(secret);
    await expect(tokens.verify(await other({}, 'someone-else'))).rejects.toThrow();
    await expect(tokens.verify(await other({}, ISSUER, 'another-api'))).rejects.toThrow();
    const hs512 = await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject('1').setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('s'.repeat(64)));
    await expect(tokens.verify(hs512)).rejects.toThrow();
    let now = Date.now();
    const clocked = new AccessTokens(secret, () => now);
    const token = await clocked.sign({ userId: 1, impersonatorId: null });
    now += 15 * 60 * 1000 + 1000;
    await expect(clocked.verify(token)).rejects.toThrow();
  });

  it('needs a key of at least 32 bytes', () => {
    expect(() => new AccessTokens(new Uint8Array(16))).toThrow();
  });
});

describe('the signing key', () => {
  it('uses JWT_SECRET when set, and refuses a short one', () => {
    expect(resolveJwtSecret({ JWT_SECRET: 'k'.repeat(40) }, '/nonexistent').source).toBe('env');
    expect(() => resolveJwtSecret({ JWT_SECRET: 'short' }, '/nonexistent')).toThrow(/32/);
  });

  it('otherwise creates a random key in the data folder once and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
    const first = resolveJwtSecret({}, dir);
    const second = resolveJwtSecret({}, dir);
    expect(first.source).toBe('file');
    expect(Buffer.from(second.secret).equals(Buffer.from(first.secret))).toBe(true);
    expect(first.secret.byteLength).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
