/**
 * Captcha answers for generated requests. Public forms check the captcha after the body's schema
 * and before the checks a fuzzer wants to reach (names, dates, slots), so each generated form
 * carries a freshly solved answer: the brands get an easy proof of work (its strength has its own
 * tests) and the answers are fetched ahead, as fast-check generates synchronously.
 */
import path from 'node:path';
import { beforeAll } from 'vitest';
import { BrandRegistry } from '../../../server/config/brandRegistry';
import { solve } from '../api/apiHarness';
import { ROOT } from '../testApp';
import type { FuzzServer } from './fuzzServer';

export interface CaptchaAnswer {
  challenge: string;
  nonce: string;
}

/** The portal's brands with the smallest proof of work. */
export function brandsWithEasyCaptcha(): BrandRegistry {
  const brands = BrandRegistry.load(path.join(ROOT, 'brands'));
  for (const brand of brands.all()) brand.effective.brand.captcha.difficulty = 1;
  return brands;
}

/** `count` solved answers, fetched in beforeAll; each call takes one (an answer counts once), then a wrong one. */
export function useSolvedCaptchas(server: () => FuzzServer, count: number): () => CaptchaAnswer {
  const solved: CaptchaAnswer[] = [];
  beforeAll(async () => {
    for (let i = 0; i < count; i += 1) {
      const { text } = await server().send({ method: 'GET', path: '/api/captcha/challenge', headers: {} }, { body: true });
      const { challenge, difficulty } = JSON.parse(text) as { challenge: string; difficulty: number };
      solved.push(solve(challenge, difficulty));
    }
  });
  return () => solved.pop() ?? { challenge: 'pow1.1.0.used-up.x', nonce: '0' };
}
