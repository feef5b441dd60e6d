/**
 * The work–family conflict scale (renderer/domain/healthTools/workFamilyConflict.ts) by its published
 * scoring (Netemeyer, Boles and McMurrian 1996): five items answered 1–7, none reversed, summed to
 * 5–35; the average answer to one decimal and the answer it is nearest to, with no band of our own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreWorkFamilyConflict, WFC_ITEMS, wfcLeaning } from '../../../../renderer/domain/healthTools/workFamilyConflict';

const all = (answer: number) => Object.fromEntries(WFC_ITEMS.map((item) => [item, answer]));

describe('scoreWorkFamilyConflict', () => {
  it('scores "strongly disagree" to every item as 5, the lowest score, agreeing with none', () => {
    expect(scoreWorkFamilyConflict(all(1))).toEqual({ ok: true, result: { score: 5, min: 5, max: 35, average: 1, leaning: 'disagree', agreed: [] } });
  });

  it('scores "strongly agree" to every item as 35, the highest, agreeing with all five', () => {
    expect(scoreWorkFamilyConflict(all(7))).toEqual({ ok: true, result: { score: 35, min: 5, max: 35, average: 7, leaning: 'agree', agreed: ['q1', 'q2', 'q3', 'q4', 'q5'] } });
  });

  it('scores a worked mixed case by hand: 6 + 2 + 5 + 4 + 3 = 20, average 4.0, the middle; agreed with items 1 and 3', () => {
    expect(scoreWorkFamilyConflict({ q1: 6, q2: 2, q3: 5, q4: 4, q5: 3 })).toEqual({
      ok: true,
      result: { score: 20, min: 5, max: 35, average: 4, leaning: 'neither', agreed: ['q1', 'q3'] },
    });
  });

  it('puts 4 (the middle) among neither side, and 5 and more among the statements agreed with', () => {
    expect(scoreWorkFamilyConflict({ q1: 4, q2: 5, q3: 4, q4: 4, q5: 4 })).toMatchObject({ ok: true, result: { score: 21, average: 4.2, leaning: 'neither', agreed: ['q2'] } });
  });

  it.each([[3.4, 'disagree'], [3.6, 'neither'], [4.4, 'neither'], [4.6, 'agree'], [1, 'disagree'], [7, 'agree']] as const)('reads an average of %f as nearest to %s', (average, leaning) => {
    expect(wfcLeaning(average)).toBe(leaning);
  });

  it('names every item not answered, or answered outside the scale (0, 8, 4.5, "5")', () => {
    const { q2: _q2, ...rest } = all(4);
    expect(scoreWorkFamilyConflict({ ...rest, q1: 0, q3: 8, q4: 4.5, q5: '5' })).toEqual({
      ok: false,
      refusals: ['q1', 'q2', 'q3', 'q4', 'q5'].map((field) => ({ field, reason: 'unanswered' })),
    });
  });

  it('gives every complete set of answers a score of 5–35 equal to five times its average, one step more agreement adding one point (property)', () => {
    const answers = fc.tuple(...WFC_ITEMS.map(() => fc.integer({ min: 1, max: 7 })));
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 4 }), (values, i) => {
        const set = Object.fromEntries(WFC_ITEMS.map((item, k) => [item, values[k]]));
        const outcome = scoreWorkFamilyConflict(set);
        if (!outcome.ok) throw new Error('complete answers refused');
        const { score, average, agreed } = outcome.result;
        expect(score).toBe(values.reduce((a, b) => a + b, 0));
        expect(Math.abs(average * 5 - score)).toBeLessThan(1e-9);
        expect(agreed).toEqual(WFC_ITEMS.filter((_, k) => values[k]! >= 5));
        const item = WFC_ITEMS[i]!;
        if (values[i]! < 7) {
          const next = scoreWorkFamilyConflict({ ...set, [item]: values[i]! + 1 });
          if (!next.ok) throw new Error('refused');
          expect(next.result.score - score).toBe(1);
        }
      }),
    );
  });
});
