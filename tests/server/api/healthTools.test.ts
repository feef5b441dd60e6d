/**
 * POST /api/health-tools/cardiovascular-risk: SCORE2 for partners, scored by the calculator page's
 * module. The figures are the hand-computed cases of tests/renderer/domain/healthTools/score2.test.ts; the
 * brand's region applies when the body names none; every refusal is RX444 with a sentence saying
 * why, in the request's language; a brand without the calculator's page answers 404.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { CardiovascularRiskResponse } from '../../../generated/config-types';
import { testApp } from '../testApp';
import { expectSchema } from './apiHarness';

const app = testApp();
const PATH = '/api/health-tools/cardiovascular-risk';
const MAN_52_SMOKER = { age: 52, sex: 'male', smoker: true, systolicBloodPressure: 150, totalCholesterol: 6.2, hdlCholesterol: 1.1 };

const post = (body: unknown, locale = 'en', host = 'localhost') =>
  request(app).post(PATH).set('Host', host).set('X-Locale', locale).send(body as object);

describe('POST /api/health-tools/cardiovascular-risk', () => {
  it("answers the risk with one decimal, its ESC category and what the person can change, in the brand's region (Hungary: high)", async () => {
    const res = await post(MAN_52_SMOKER);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSchema('cardiovascular-risk-response', res.body);
    const body = res.body as CardiovascularRiskResponse;
    expect(body).toMatchObject({
      riskPercent: 13.1,
      category: 'very-high',
      region: 'high',
      ageBand: '50to69',
      changes: [
        { change: 'stopSmoking', riskPercent: 6.9, category: 'high' },
        { change: 'lowerBloodPressure', systolicBloodPressure: 130, riskPercent: 9.9, category: 'high' },
      ],
    });
    expect(body.source).toContain('European Heart Journal 2021;42:2439–2454');
  });

  it.each([
    ['low', 8.7, 'high'],
    ['moderate', 11.4, 'very-high'],
    ['very-high', 21.1, 'very-high'],
  ])('takes the region %s from the body: %f %% (%s)', async (region, riskPercent, category) => {
    const res = await post({ ...MAN_52_SMOKER, region });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ riskPercent, category, region });
  });

  it('refuses an age outside 40–69 with a sentence saying why, in the request language', async () => {
    const en = await post({ ...MAN_52_SMOKER, age: 72 });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ code: 'RX444', violations: [{ field: '/age', rule: 'healthTools.score2.refusal.outsideModel' }] });
    expect(en.body.violations[0].message).toBe('SCORE2 can only estimate the risk between the ages of 40 and 69. At other ages, please ask your doctor to assess your risk.');
    const hu = await post({ ...MAN_52_SMOKER, age: 39 }, 'hu');
    expect(hu.body.violations[0].message).toMatch(/^A SCORE2 csak 40 és 69 éves kor között/);
    const ro = await post({ ...MAN_52_SMOKER, age: 39 }, 'ro');
    expect(ro.body.violations[0].message).toMatch(/^SCORE2 poate estima riscul doar între 40 și 69 de ani/);
  });

  it('names every implausible measurement, with the limits in the reader’s number format', async () => {
    const res = await post({ ...MAN_52_SMOKER, systolicBloodPressure: 14, totalCholesterol: 220, hdlCholesterol: 50 }, 'hu');
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { field: string }) => v.field)).toEqual(['/systolicBloodPressure', '/totalCholesterol', '/hdlCholesterol']);
    expect(res.body.violations[1].message).toContain('1,5 és 20 közötti');
  });

  it('refuses HDL cholesterol that is not below the total', async () => {
    const res = await post({ ...MAN_52_SMOKER, totalCholesterol: 3, hdlCholesterol: 3.2 });
    expect(res.status).toBe(422);
    expect(res.body.violations).toMatchObject([{ field: '/hdlCholesterol', rule: 'healthTools.score2.refusal.notBelowTotal' }]);
  });

  it.each<[string, unknown, string]>([
    ['a missing field', { ...MAN_52_SMOKER, sex: undefined }, '/sex'],
    ['a number as text', { ...MAN_52_SMOKER, age: '52' }, '/age'],
    ['an unknown sex', { ...MAN_52_SMOKER, sex: 'other' }, '/sex'],
    ['smoking as text', { ...MAN_52_SMOKER, smoker: 'yes' }, '/smoker'],
    ['an unknown region', { ...MAN_52_SMOKER, region: 'europe' }, '/region'],
  ])('answers RX444 for %s', async (_what, body, field) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect(res.body.violations.map((v: { field: string }) => v.field)).toContain(field);
  });

  it('answers #001, not a server error, for a body that is not JSON', async () => {
    const res = await request(app).post(PATH).set('Content-Type', 'application/json').send('{"age": 52,');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('#001');
  });

  it('answers 404 on a brand that does not offer the calculator (the wedding brand shows only its index)', async () => {
    const res = await post(MAN_52_SMOKER, 'en', 'insurer-wedding.localhost');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('#404');
  });
});

describe('POST /api/health-tools/perceived-stress', () => {
  const PSS = '/api/health-tools/perceived-stress';
  const answers = (answer: string, overrides: Record<string, string> = {}) => ({ ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, answer])), ...overrides });

  it('answers the PSS-10 score with the four positive items reversed, and its band', async () => {
    // Six items "fairly often" (3 each) and the reversed four "almost never" (4 − 1 = 3 each): 30, high.
    const res = await request(app).post(PSS).set('X-Locale', 'hu').send(answers('fairlyOften', { q4: 'almostNever', q5: 'almostNever', q7: 'almostNever', q8: 'almostNever' }));
    expect(res.status).toBe(200);
    expectSchema('perceived-stress-response', res.body);
    expect(res.body).toMatchObject({ score: 30, max: 40, band: 'high' });
    expect(res.body.source).toContain('Journal of Health and Social Behavior 1983;24:385–396');
    const calm = await request(app).post(PSS).send(answers('never', { q4: 'veryOften', q5: 'veryOften', q7: 'veryOften', q8: 'veryOften' }));
    expect(calm.body).toMatchObject({ score: 0, band: 'low' });
  });

  it('answers RX444 naming an item left out and an answer the scale does not offer', async () => {
    const { q3: _q3, ...missing } = answers('sometimes');
    const res = await request(app).post(PSS).send({ ...missing, q9: 'always' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect(res.body.violations.map((v: { field: string }) => v.field).sort()).toEqual(['/q3', '/q9']);
  });

  it('answers 404 on a brand that does not offer the quiz', async () => {
    const res = await request(app).post(PSS).set('Host', 'insurer-wedding.localhost').send(answers('sometimes'));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('#404');
  });
});

describe('POST /api/health-tools/work-family-conflict', () => {
  const WFC = '/api/health-tools/work-family-conflict';

  it('answers the sum of the five answers, the average, the side it is nearest to and the statements agreed with', async () => {
    const res = await request(app).post(WFC).set('X-Locale', 'ro').send({ q1: 6, q2: 7, q3: 5, q4: 6, q5: 4 });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSchema('work-family-conflict-response', res.body);
    expect(res.body).toMatchObject({ score: 28, min: 5, max: 35, average: 5.6, leaning: 'agree', agreed: ['q1', 'q2', 'q3', 'q4'] });
    expect(res.body.source).toContain('Journal of Applied Psychology 1996;81(4):400–410');
    expect(res.body.source).toContain('traducerea proprie a portalului');
  });

  it('answers RX444 naming an item left out, an answer outside 1–7 and one that is not a whole number', async () => {
    const res = await request(app).post(WFC).send({ q1: 4, q3: 8, q4: 2.5, q5: '3' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect([...new Set(res.body.violations.map((v: { field: string }) => v.field))].sort()).toEqual(['/q2', '/q3', '/q4', '/q5']);
  });

  it('answers 404 on a brand that does not offer the quiz', async () => {
    const res = await request(app).post(WFC).set('Host', 'insurer-wedding.localhost').send({ q1: 4, q2: 4, q3: 4, q4: 4, q5: 4 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('#404');
  });
});

describe('POST /api/health-tools/lifestyle', () => {
  const LS7 = '/api/health-tools/lifestyle';
  const MIXED = { smoking: 'quitWithinYear', heightCm: 180, weightKg: 100, moderateMinutes: 60, vigorousMinutes: 20, fruitVegetables: 'yes', fish: 'no', wholeGrains: 'no', sodium: 'no', sugarDrinks: 'yes', totalCholesterol: '5,5', systolicBloodPressure: 142, diastolicBloodPressure: 85, fastingGlucose: 5.4, glucoseMedicine: 'yes' };

  it("answers each metric's level, the ideal count and the 0–14 score (the worked case of lifesSimple7.test.ts)", async () => {
    const res = await request(app).post(LS7).set('X-Locale', 'hu').send(MIXED);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSchema('lifestyle-response', res.body);
    expect(res.body).toMatchObject({ idealCount: 0, knownCount: 7, score: 5, bmi: 30.9, activityMinutes: 100, dietGoalsMet: ['fruitVegetables', 'sugarDrinks'] });
    expect(res.body.metrics.map((m: { level: string }) => m.level)).toEqual(['intermediate', 'poor', 'intermediate', 'intermediate', 'intermediate', 'poor', 'intermediate']);
    expect(res.body.source).toContain('Circulation 2010;121:586–613');
  });

  it('answers no score without the measurements a person does not know', async () => {
    const { totalCholesterol: _c, systolicBloodPressure: _s, diastolicBloodPressure: _d, fastingGlucose: _g, ...behaviours } = MIXED;
    const res = await request(app).post(LS7).send(behaviours);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ knownCount: 4, score: null });
  });

  it('answers RX444 with the reason beside each field, in the request language', async () => {
    const { diastolicBloodPressure: _d, ...rest } = MIXED;
    const res = await request(app).post(LS7).set('X-Locale', 'en').send({ ...rest, totalCholesterol: '212' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect(res.body.violations).toEqual([
      expect.objectContaining({ field: '/totalCholesterol', message: 'This does not look like a measured value: we expect a number between 1.5 and 20. Please check it and its unit.' }),
      expect.objectContaining({ field: '/diastolicBloodPressure', message: 'Please give both blood pressure values, or leave both empty.' }),
    ]);
  });

  it('answers RX444 for a body the schema refuses, and 404 on a brand without the questionnaire', async () => {
    const bad = await request(app).post(LS7).send({ ...MIXED, smoking: 'sometimes' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('RX444');
    const none = await request(app).post(LS7).set('Host', 'insurer-wedding.localhost').send(MIXED);
    expect(none.status).toBe(404);
  });
});

describe('POST /api/health-tools/health-check', () => {
  const HC = '/api/health-tools/health-check';
  const WELL = { urgentSymptoms: 'no', sex: 'female', heightCm: 170, weightKg: 62, moderateMinutes: 150, vigorousMinutes: 0, fruitVegPortions: 5, sleepHours: 7.5, alcoholFrequency: 'never', smoking: 'never', familyHistory: 'no' };

  it('answers the figures and no flag within every recommendation; numbers or decimal-comma text alike', async () => {
    const res = await request(app).post(HC).send({ ...WELL, weightKg: '62,0' });
    expect(res.status).toBe(200);
    expectSchema('health-check-response', res.body);
    expect(res.body).toEqual({ urgent: false, bmi: { value: 21.5, category: 'normal' }, bloodPressure: null, activityMinutes: 150, auditC: { score: 0, positive: false }, flags: [] });
  });

  it('flags high blood pressure, a positive AUDIT-C for a woman (3) and smoking', async () => {
    const res = await request(app).post(HC).send({ ...WELL, systolicBloodPressure: 150, diastolicBloodPressure: 95, alcoholFrequency: 'monthlyOrLess', alcoholQuantity: 'threeOrFour', alcoholBinge: 'lessThanMonthly', smoking: 'current' });
    expect(res.status).toBe(200);
    expect(res.body.flags).toEqual(['bloodPressure', 'alcohol', 'smoking']);
    expect(res.body.auditC).toEqual({ score: 3, positive: true });
  });

  it('answers RX444 with the reason for an implausible height and half a blood pressure', async () => {
    const res = await request(app).post(HC).set('X-Locale', 'en').send({ ...WELL, heightCm: 1.7, systolicBloodPressure: 130 });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { field: string; rule: string }) => [v.field, v.rule])).toEqual([
      ['/heightCm', 'healthTools.healthCheck.refusal.implausible'],
      ['/diastolicBloodPressure', 'healthTools.healthCheck.refusal.bothOrNeither'],
    ]);
    expect(res.body.violations[0].message).toBe('This does not look like a measured value: we expect a number between 100 and 250. Please check it and its unit.');
  });

  it('answers RX444 for a body that does not fit the schema, and 404 where the brand has no health check', async () => {
    expect((await request(app).post(HC).send({ ...WELL, smoking: 'sometimes' })).status).toBe(422);
    expect((await request(app).post(HC).send({ ...WELL, heightCm: 'tall' })).status).toBe(422);
    const wedding = await request(app).post(HC).set('Host', 'insurer-wedding.localhost').send(WELL);
    expect(wedding.status).toBe(404);
  });
});
