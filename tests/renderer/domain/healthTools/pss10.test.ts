/**
 * PSS-10 (renderer/domain/healthTools/pss10.ts) by its published scoring: items 0–4, the positively
 * worded items 4, 5, 7 and 8 reversed, summed to 0–40; and the bands commonly used with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PSS10_ANSWERS, PSS10_ITEMS, pss10Band, scorePss10, type Pss10Answer } from '../../../../renderer/domain/healthTools/pss10';

const all = (answer: Pss10Answer) => Object.fromEntries(PSS10_ITEMS.map((item) => [item, answer]));

describe('scorePss10', () => {
  it('scores "never" to every item as 16: the four reversed items give 4 each', () => {
    expect(scorePss10(all('never'))).toEqual({ ok: true, result: { score: 16, band: 'moderate', max: 40 } });
  });

  it('scores "very often" to every item as 24: six items give 4, the reversed ones 0', () => {
    expect(scorePss10(all('veryOften'))).toEqual({ ok: true, result: { score: 24, band: 'moderate', max: 40 } });
  });

  it('reaches 0 and 40 only with the reversed items answered the other way', () => {
    const calm = { ...all('never'), q4: 'veryOften', q5: 'veryOften', q7: 'veryOften', q8: 'veryOften' };
    const stressed = { ...all('veryOften'), q4: 'never', q5: 'never', q7: 'never', q8: 'never' };
    expect(scorePss10(calm)).toMatchObject({ ok: true, result: { score: 0, band: 'low' } });
    expect(scorePss10(stressed)).toMatchObject({ ok: true, result: { score: 40, band: 'high' } });
  });

  it('scores a worked mixed case by hand: 3+2+3+(4−1)+(4−2)+2+(4−1)+(4−1)+4+3 = 28, high', () => {
    const answers = { q1: 'fairlyOften', q2: 'sometimes', q3: 'fairlyOften', q4: 'almostNever', q5: 'sometimes', q6: 'sometimes', q7: 'almostNever', q8: 'almostNever', q9: 'veryOften', q10: 'fairlyOften' };
    expect(scorePss10(answers)).toEqual({ ok: true, result: { score: 28, band: 'high', max: 40 } });
  });

  it.each([[0, 'low'], [13, 'low'], [14, 'moderate'], [26, 'moderate'], [27, 'high'], [40, 'high']] as const)('puts %i in the %s band', (score, band) => {
    expect(pss10Band(score)).toBe(band);
  });

  it('names every item not answered, or answered with something the scale does not offer', () => {
    const { q3: _q3, ...rest } = all('sometimes');
    expect(scorePss10({ ...rest, q7: 'always' })).toEqual({ ok: false, refusals: [{ field: 'q3', reason: 'unanswered' }, { field: 'q7', reason: 'unanswered' }] });
  });

  it('gives every complete set of answers a score of 0–40, one more stress answer never lowering it (property)', () => {
    const answers = fc.tuple(...PSS10_ITEMS.map(() => fc.constantFrom(...PSS10_ANSWERS)));
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 9 }), (values, i) => {
        const set = Object.fromEntries(PSS10_ITEMS.map((item, k) => [item, values[k]]));
        const outcome = scorePss10(set);
        if (!outcome.ok) throw new Error('complete answers refused');
        expect(outcome.result.score).toBeGreaterThanOrEqual(0);
        expect(outcome.result.score).toBeLessThanOrEqual(40);
        const item = PSS10_ITEMS[i]!;
        const index = PSS10_ANSWERS.indexOf(set[item] as Pss10Answer);
        if (index < 4) {
          // Answering one step more often: more stress on a negative item, less on a reversed one.
          const next = scorePss10({ ...set, [item]: PSS10_ANSWERS[index + 1] });
          if (!next.ok) throw new Error('refused');
          expect(next.result.score - outcome.result.score).toBe(['q4', 'q5', 'q7', 'q8'].includes(item) ? -1 : 1);
        }
      }),
    );
  });
});
