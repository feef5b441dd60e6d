import { describe, expect, it } from 'vitest';
import { discountedPrice } from '../../../renderer/reservation/discountedPrice';
import { onceByKey } from '../../../renderer/reservation/onceByKey';

describe('discountedPrice', () => {
  it('takes the percentage off, in whole forints and in bani', () => {
    expect(discountedPrice(18_000, 10, 'HUF')).toBe(16_200);
    expect(discountedPrice(12_345, 15, 'HUF')).toBe(10_493); // 10 493.25
    expect(discountedPrice(249.99, 15, 'RON')).toBe(212.49); // 212.4915
    expect(discountedPrice(300, 0, 'RON')).toBe(300);
  });

  it('keeps a broken percentage within 0–100', () => {
    expect(discountedPrice(1000, 120, 'HUF')).toBe(0);
    expect(discountedPrice(1000, -5, 'HUF')).toBe(1000);
  });
});

describe('onceByKey', () => {
  it('runs once per key and hands every caller the first call\'s promise', async () => {
    const once = onceByKey<number>();
    let runs = 0;
    const run = () => Promise.resolve((runs += 1));
    const [a, b] = await Promise.all([once('t1', run), once('t1', run)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await once('t2', run)).toBe(2);
  });

  it('keeps a failure too: a spent token is not posted again', async () => {
    const once = onceByKey<number>();
    let runs = 0;
    const fail = () => {
      runs += 1;
      return Promise.reject(new Error('U017'));
    };
    await expect(once('t', fail)).rejects.toThrow('U017');
    await expect(once('t', fail)).rejects.toThrow('U017');
    expect(runs).toBe(1);
  });
});
