/** The proof-of-work captcha: the shared puzzle and the server's verifier; reCAPTCHA with an injected fetch. */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, meetsDifficulty, solveProofOfWork } from '../../../schemas/proofOfWork';
import { CHALLENGE_TTL_MS, ProofOfWorkProvider } from '../../../server/captcha/proofOfWorkProvider';
import { RecaptchaProvider, SITEVERIFY_URL } from '../../../server/captcha/recaptchaProvider';
import { solve, useApi } from '../api/apiHarness';
import { useTestDatabase } from '../dbHarness';

describe('the shared puzzle', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a nonce the node:crypto check agrees with', async () => {
    const answer = (await solveProofOfWork('challenge-x', 10))!;
    const hash = createHash('sha256').update(`challenge-x:${answer.nonce}`).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(10);
    expect(meetsDifficulty('challenge-x', answer.nonce, 10)).toBe(true);
  });

  it('answers the first nonce that counting one by one with node:crypto finds, for a challenge longer than a hash block', async () => {
    const challenge = `pow1.12.1800000000000.${'r'.repeat(16)}.${'s'.repeat(43)}`;
    let first = 0;
    while (leadingZeroBits(createHash('sha256').update(`${challenge}:${first.toString(36)}`).digest()) < 12) first += 1;
    expect(await solveProofOfWork(challenge, 12)).toEqual({ challenge, nonce: first.toString(36) });
  });

  it('gives up when asked to', async () => {
    expect(await solveProofOfWork('challenge-y', 40, () => true)).toBeUndefined();
  });
});

describe('ProofOfWorkProvider', () => {
  const database = useTestDatabase();
  const key = new TextEncoder().encode('k'.repeat(32));
  const clock = { ms: 1_700_000_000_000 };
  const provider = () => new ProofOfWorkProvider(key, database().db, () => clock.ms);

  it('accepts a valid answer once', async () => {
    const { challenge, difficulty } = provider().challenge(8);
    const answer = solve(challenge, difficulty);
    expect(await provider().verify(answer, { difficulty: 8 })).toEqual({ ok: true });
    expect(await provider().verify(answer, { difficulty: 8 })).toEqual({ ok: false, reason: 'reused' });
  });

  it('refuses a wrong nonce', async () => {
    const { challenge } = provider().challenge(16);
    let nonce = 0;
    while (meetsDifficulty(challenge, String(nonce), 16)) nonce += 1;
    expect(await provider().verify({ challenge, nonce: String(nonce) }, { difficulty: 16 })).toEqual({ ok: false, reason: 'nonce' });
  });

  it('refuses an expired challenge', async () => {
    const { challenge } = provider().challenge(8);
    const answer = solve(challenge, 8);
    clock.ms += CHALLENGE_TTL_MS + 1;
    expect(await provider().verify(answer, { difficulty: 8 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a forged, an eased or a malformed challenge', async () => {
    const { challenge } = provider().challenge(8);
    const eased = challenge.replace(/^pow1\.8\./, 'pow1.1.');
    expect(await provider().verify(solve(eased, 1), { difficulty: 8 })).toEqual({ ok: false, reason: 'signature' });
    const other = new ProofOfWorkProvider(new TextEncoder().encode('x'.repeat(32)), database().db, () => clock.ms).challenge(8);
    expect((await provider().verify(solve(other.challenge, 8), { difficulty: 8 })).ok).toBe(false);
    expect(await provider().verify({ challenge: 'nonsense', nonce: '1' }, { difficulty: 8 })).toEqual({ ok: false, reason: 'malformed' });
    expect(await provider().verify(undefined, { difficulty: 8 })).toEqual({ ok: false, reason: 'missing' });
    // A challenge issued at a lower difficulty than the brand now asks for.
    const low = provider().challenge(8);
    expect(await provider().verify(solve(low.challenge, 8), { difficulty: 12 })).toEqual({ ok: false, reason: 'difficulty' });
  });
});

describe('GET /api/captcha/challenge', () => {
  const api = useApi();
  it('hands out a challenge with the brand difficulty', async () => {
    const res = await request(api().app).get('/api/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'proof-of-work', difficulty: 16, challenge: expect.stringMatching(/^pow1\.16\.\d+\.[\w-]+\.[\w-]+$/) });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('RecaptchaProvider', () => {
  const fake = (answer: unknown, status = 200) => {
    const calls: { url: string; body: string }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify(answer), { status });
    }) as unknown as typeof fetch;
    return { calls, provider: new RecaptchaProvider(fetchImpl) };
  };

  it('asks siteverify with the secret key and accepts a good score', async () => {
    const { calls, provider } = fake({ success: true, score: 0.9 });
    expect(await provider.verify({ token: 'tok' }, { secretKey: 'secret', remoteIp: '1.2.3.4' })).toEqual({ ok: true });
    expect(calls[0]!.url).toBe(SITEVERIFY_URL);
    expect(new URLSearchParams(calls[0]!.body).get('secret')).toBe('secret');
    expect(new URLSearchParams(calls[0]!.body).get('response')).toBe('tok');
  });

  it('refuses failures, low scores, missing tokens or keys and an unreachable service', async () => {
    expect((await fake({ success: false, 'error-codes': ['invalid-input-response'] }).provider.verify({ token: 't' }, { secretKey: 's' })).ok).toBe(false);
    expect((await fake({ success: true, score: 0.1 }).provider.verify({ token: 't' }, { secretKey: 's' })).ok).toBe(false);
    expect((await fake({ success: true }).provider.verify({}, { secretKey: 's' })).ok).toBe(false);
    expect((await fake({ success: true }).provider.verify({ token: 't' }, {})).ok).toBe(false);
    expect((await fake({}, 500).provider.verify({ token: 't' }, { secretKey: 's' })).ok).toBe(false);
    const broken = new RecaptchaProvider((async () => { throw new Error('offline'); }) as unknown as typeof fetch);
    expect(await broken.verify({ token: 't' }, { secretKey: 's' })).toMatchObject({ ok: false, reason: expect.stringContaining('offline') });
  });
});
