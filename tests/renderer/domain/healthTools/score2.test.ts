/**
 * SCORE2 (renderer/domain/healthTools/score2.ts) against cases computed by hand from the published
 * formula (European Heart Journal 2021;42:2439–2454, Supplementary Methods): the transformed
 * variables, the linear predictor with its interactions, 1 − S0^exp(lp), then the region's
 * recalibration 1 − exp(−exp(scale1 + scale2 · ln(−ln(1 − risk)))). Both sexes, all four regions,
 * a smoker above and a non-smoker below the age of 50; the ESC 2021 categories at their edges; and
 * the refusals (age outside 40–69, implausible measurements).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessScore2, score2Category, score2Refusals, score2Risk, SCORE2_REGIONS, type Score2Input, type Score2Region } from '../../../../renderer/domain/healthTools/score2';

/**
 * Man or woman of 52, smoker, 150 mmHg, total cholesterol 6.2, HDL 1.1 mmol/L: age −1.6, sbp 1.5,
 * total cholesterol 0.2, HDL −0.4 after transformation. The man's linear predictor is
 * 0.3742·−1.6 + 0.6012 + 0.2777·1.5 + 0.1458·0.2 − 0.2698·−0.4 − 0.0755·−1.6 − 0.0255·1.5·−1.6
 * − 0.0281·0.2·−1.6 + 0.0426·−0.4·−1.6 = 0.774366, uncalibrated risk 1 − 0.9605^e^0.774366 = 8.3710 %;
 * the woman's 0.911674 and 5.4816 %.
 * Non-smoker of 44, 125 mmHg, 5.1 and 1.5 mmol/L: the man's lp −1.482211 (0.9112 %), the woman's
 * −1.724897 (0.4029 %).
 */
const SMOKER_52 = { age: 52, smoker: true, systolicBloodPressure: 150, totalCholesterol: 6.2, hdlCholesterol: 1.1 };
const NON_SMOKER_44 = { age: 44, smoker: false, systolicBloodPressure: 125, totalCholesterol: 5.1, hdlCholesterol: 1.5 };

const CASES: Array<[Score2Input['sex'], Score2Region, typeof SMOKER_52, number]> = [
  ['male', 'low', SMOKER_52, 8.7406],
  ['male', 'moderate', SMOKER_52, 11.436],
  ['male', 'high', SMOKER_52, 13.1346],
  ['male', 'very-high', SMOKER_52, 21.1391],
  ['male', 'low', NON_SMOKER_44, 1.6785],
  ['male', 'moderate', NON_SMOKER_44, 1.9732],
  ['male', 'high', NON_SMOKER_44, 1.6891],
  ['male', 'very-high', NON_SMOKER_44, 3.5884],
  ['female', 'low', SMOKER_52, 6.1541],
  ['female', 'moderate', SMOKER_52, 7.6651],
  ['female', 'high', SMOKER_52, 11.2761],
  ['female', 'very-high', SMOKER_52, 20.8352],
  ['female', 'low', NON_SMOKER_44, 0.9931],
  ['female', 'moderate', NON_SMOKER_44, 1.0415],
  ['female', 'high', NON_SMOKER_44, 1.0067],
  ['female', 'very-high', NON_SMOKER_44, 2.5657],
];

describe('score2Risk', () => {
  it.each(CASES)('%s, %s-risk region, %o: %f %%', (sex, region, person, expected) => {
    expect(score2Risk({ ...person, sex, region }) * 100).toBeCloseTo(expected, 3);
  });

  it('is the model at its reference point: a woman of 60, non-smoker, 120 mmHg, 6 and 1.3 mmol/L has lp 0, so 1 − 0.9776 before recalibration', () => {
    // High-risk region: 1 − exp(−exp(0.5710 + 0.9369 · ln(−ln 0.9776))) = 4.965 %.
    expect(score2Risk({ age: 60, sex: 'female', smoker: false, systolicBloodPressure: 120, totalCholesterol: 6, hdlCholesterol: 1.3, region: 'high' }) * 100).toBeCloseTo(4.965, 3);
  });

  it('rises with every risk factor, in every region, for both sexes (property)', () => {
    const person = fc.record({
      age: fc.integer({ min: 40, max: 69 }),
      sex: fc.constantFrom<Score2Input['sex']>('male', 'female'),
      smoker: fc.boolean(),
      systolicBloodPressure: fc.integer({ min: 90, max: 200 }),
      totalCholesterol: fc.double({ min: 3, max: 9, noNaN: true }),
      hdlCholesterol: fc.double({ min: 0.6, max: 2.4, noNaN: true }),
      region: fc.constantFrom(...SCORE2_REGIONS),
    });
    fc.assert(
      fc.property(person, (p) => {
        const risk = score2Risk(p);
        expect(risk).toBeGreaterThan(0);
        expect(risk).toBeLessThan(1);
        if (!p.smoker) expect(score2Risk({ ...p, smoker: true })).toBeGreaterThan(risk);
        expect(score2Risk({ ...p, systolicBloodPressure: p.systolicBloodPressure + 10 })).toBeGreaterThan(risk);
        expect(score2Risk({ ...p, hdlCholesterol: p.hdlCholesterol + 0.2 })).toBeLessThan(risk);
        if (p.age < 69) expect(score2Risk({ ...p, age: p.age + 1 })).toBeGreaterThan(risk);
      }),
    );
  });
});

describe('score2Category (ESC 2021, apparently healthy people)', () => {
  it.each<[number, number, string]>([
    [45, 2.4, 'low-to-moderate'],
    [45, 2.5, 'high'],
    [49, 7.4, 'high'],
    [49, 7.5, 'very-high'],
    [50, 4.9, 'low-to-moderate'],
    [50, 5, 'high'],
    [69, 9.9, 'high'],
    [69, 10, 'very-high'],
  ])('age %i, %f %% → %s', (age, risk, category) => {
    expect(score2Category(age, risk)).toBe(category);
  });
});

describe('assessScore2', () => {
  it('answers the figure with one decimal, its category and what stopping smoking and a pressure of 130 would give', () => {
    const outcome = assessScore2({ ...SMOKER_52, sex: 'male', region: 'high' });
    expect(outcome).toEqual({
      ok: true,
      result: {
        riskPercent: 13.1,
        category: 'very-high',
        region: 'high',
        ageBand: '50to69',
        changes: [
          // Hand computed as above with smoking 0: 6.9132 %; with 130 mmHg: 9.9236 %.
          { change: 'stopSmoking', riskPercent: 6.9, category: 'high' },
          { change: 'lowerBloodPressure', systolicBloodPressure: 130, riskPercent: 9.9, category: 'high' },
        ],
      },
    });
  });

  it('offers no change a non-smoker at or below 130 mmHg cannot make', () => {
    const outcome = assessScore2({ ...NON_SMOKER_44, sex: 'female', region: 'very-high' });
    expect(outcome).toEqual({ ok: true, result: { riskPercent: 2.6, category: 'high', region: 'very-high', ageBand: 'under50', changes: [] } });
  });

  it.each([39, 70, 18, 85])('refuses the age %i: SCORE2 is for 40–69', (age) => {
    expect(assessScore2({ ...SMOKER_52, age, sex: 'male', region: 'high' })).toEqual({ ok: false, refusals: [{ field: 'age', reason: 'outsideModel', min: 40, max: 69 }] });
  });

  it('names every implausible measurement at once (a typing slip, cholesterol in mg/dL)', () => {
    expect(score2Refusals({ age: 55, systolicBloodPressure: 14, totalCholesterol: 220, hdlCholesterol: 50 })).toEqual([
      { field: 'systolicBloodPressure', reason: 'implausible', min: 70, max: 250 },
      { field: 'totalCholesterol', reason: 'implausible', min: 1.5, max: 20 },
      { field: 'hdlCholesterol', reason: 'implausible', min: 0.2, max: 5 },
    ]);
  });

  it('refuses HDL cholesterol that is not below the total, which it is part of', () => {
    expect(score2Refusals({ age: 55, systolicBloodPressure: 130, totalCholesterol: 4, hdlCholesterol: 4 })).toEqual([{ field: 'hdlCholesterol', reason: 'notBelowTotal' }]);
  });

  it('refuses anyone with known cardiovascular disease, diabetes, kidney disease or familial hypercholesterolaemia, whatever the figures', () => {
    expect(assessScore2({ ...SMOKER_52, sex: 'female', region: 'low', knownConditions: true })).toEqual({ ok: false, refusals: [{ field: 'knownConditions', reason: 'notApparentlyHealthy' }] });
    expect(assessScore2({ ...SMOKER_52, sex: 'female', region: 'low', knownConditions: false }).ok).toBe(true);
  });

  it('refuses a value that is not a number at all', () => {
    expect(score2Refusals({ age: Number.NaN, systolicBloodPressure: 130, totalCholesterol: 5, hdlCholesterol: 1.2 })).toEqual([{ field: 'age', reason: 'outsideModel', min: 40, max: 69 }]);
  });
});
