/**
 * The health check's scoring (renderer/domain/healthTools/healthCheck.ts) against its sources: BMI in the
 * WHO categories, blood pressure in the 2024 ESC categories, WHO's 150 minutes of activity (a
 * vigorous minute counting as two) and five portions of fruit and vegetables, seven hours of
 * sleep, AUDIT-C's scoring and its cut-offs for women (3) and men (4); refusals for implausible
 * values, half a blood pressure and unanswered alcohol questions.
 */
import { describe, expect, it } from 'vitest';
import { auditC, bloodPressureCategory, bmiCategory, scoreHealthCheck } from '../../../../renderer/domain/healthTools/healthCheck';

/** Someone within every recommendation. */
const WELL = {
  urgentSymptoms: 'no', sex: 'female', heightCm: '170', weightKg: '62', systolicBloodPressure: '', diastolicBloodPressure: '',
  moderateMinutes: '150', vigorousMinutes: '0', fruitVegPortions: '5', sleepHours: '7,5',
  alcoholFrequency: 'never', smoking: 'never', familyHistory: 'no',
};

describe('bmiCategory (WHO)', () => {
  it.each([[18.4, 'underweight'], [18.5, 'normal'], [24.9, 'normal'], [25, 'overweight'], [29.9, 'overweight'], [30, 'obesity']] as const)('%f → %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe('bloodPressureCategory (ESC 2024)', () => {
  it.each([[119, 69, 'nonElevated'], [120, 69, 'elevated'], [119, 70, 'elevated'], [139, 89, 'elevated'], [140, 80, 'hypertension'], [130, 90, 'hypertension']] as const)('%i/%i → %s', (s, d, category) => {
    expect(bloodPressureCategory(s, d)).toBe(category);
  });
});

describe('AUDIT-C', () => {
  it('scores 0 for someone who never drinks, without the other answers', () => {
    expect(auditC({ alcoholFrequency: 'never' }, 'male')).toEqual({ score: 0, positive: false });
  });
  it('adds the three answers 0–4: 2–4 times a month (2), 3–4 drinks (1), monthly six or more (2) = 5, positive for both', () => {
    const answers = { alcoholFrequency: 'twoToFourMonthly', alcoholQuantity: 'threeOrFour', alcoholBinge: 'monthly' };
    expect(auditC(answers, 'male')).toEqual({ score: 5, positive: true });
    expect(auditC(answers, 'female')).toEqual({ score: 5, positive: true });
  });
  it('is positive from 3 for women and from 4 for men', () => {
    const three = { alcoholFrequency: 'monthlyOrLess', alcoholQuantity: 'threeOrFour', alcoholBinge: 'lessThanMonthly' };
    expect(auditC(three, 'female')).toEqual({ score: 3, positive: true });
    expect(auditC(three, 'male')).toEqual({ score: 3, positive: false });
    expect(auditC({ ...three, alcoholBinge: 'monthly' }, 'male')).toEqual({ score: 4, positive: true });
  });
  it('reaches 12 at the top of every answer', () => {
    expect(auditC({ alcoholFrequency: 'fourOrMoreWeekly', alcoholQuantity: 'tenOrMore', alcoholBinge: 'dailyOrAlmostDaily' }, 'male')).toEqual({ score: 12, positive: true });
  });
});

describe('scoreHealthCheck', () => {
  it('flags nothing within every recommendation: BMI 62 / 1.70² = 21.5', () => {
    expect(scoreHealthCheck(WELL)).toEqual({
      ok: true,
      result: { urgent: false, bmi: { value: 21.5, category: 'normal' }, bloodPressure: null, activityMinutes: 150, auditC: { score: 0, positive: false }, flags: [] },
    });
  });

  it('flags each answer outside its recommendation, in the page order', () => {
    const outcome = scoreHealthCheck({
      ...WELL, urgentSymptoms: 'yes', sex: 'male', heightCm: '180', weightKg: '97,2', systolicBloodPressure: '142', diastolicBloodPressure: '85',
      moderateMinutes: '60', vigorousMinutes: '30', fruitVegPortions: '2', sleepHours: '6', alcoholFrequency: 'twoToThreeWeekly', alcoholQuantity: 'threeOrFour', alcoholBinge: 'lessThanMonthly',
      smoking: 'current', familyHistory: 'yes',
    });
    expect(outcome).toEqual({
      ok: true,
      result: {
        urgent: true,
        // 97.2 / 1.8² = 30.0
        bmi: { value: 30, category: 'obesity' },
        bloodPressure: { systolic: 142, diastolic: 85, category: 'hypertension' },
        // 60 + 2 × 30
        activityMinutes: 120,
        // 3 + 1 + 1
        auditC: { score: 5, positive: true },
        flags: ['urgentSymptoms', 'bmi', 'bloodPressure', 'activity', 'diet', 'sleep', 'alcohol', 'smoking', 'familyHistory'],
      },
    });
  });

  it('counts vigorous minutes twice: 75 vigorous minutes meet the 150', () => {
    const outcome = scoreHealthCheck({ ...WELL, moderateMinutes: '0', vigorousMinutes: '75' });
    expect(outcome.ok && outcome.result.activityMinutes).toBe(150);
    expect(outcome.ok && outcome.result.flags).toEqual([]);
  });

  it('refuses implausible values, half a blood pressure and unanswered alcohol questions, all at once', () => {
    expect(scoreHealthCheck({ ...WELL, heightCm: '1,70', systolicBloodPressure: '130', alcoholFrequency: 'monthlyOrLess' })).toEqual({
      ok: false,
      refusals: [
        { field: 'heightCm', reason: 'implausible', min: 100, max: 250 },
        { field: 'diastolicBloodPressure', reason: 'bothOrNeither' },
        { field: 'alcoholQuantity', reason: 'unanswered' },
        { field: 'alcoholBinge', reason: 'unanswered' },
      ],
    });
  });
});
