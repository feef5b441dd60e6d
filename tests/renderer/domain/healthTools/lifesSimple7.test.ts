/**
 * Life's Simple 7 (renderer/domain/healthTools/lifesSimple7.ts) by its published definitions (Lloyd-Jones
 * et al., Circulation 2010;121:586–613): each metric ideal, intermediate or poor at the published
 * thresholds, cholesterol and glucose typed in mmol/L and compared in mg/dL, "treated to the ideal
 * level" counting as intermediate, the 0–14 score only when all seven are known.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityLevel,
  bloodPressureLevel,
  bmiLevel,
  dietLevel,
  LS7_DIET_GOALS,
  scoreLifesSimple7,
  smokingLevel,
  type Ls7Level,
} from '../../../../renderer/domain/healthTools/lifesSimple7';

const DIET_ALL = { fruitVegetables: 'yes', fish: 'yes', wholeGrains: 'yes', sodium: 'yes', sugarDrinks: 'yes' };
const HEALTHY = { smoking: 'never', heightCm: '170', weightKg: '62', moderateMinutes: '150', vigorousMinutes: '0', ...DIET_ALL, sodium: 'no', totalCholesterol: '4,8', systolicBloodPressure: '115', diastolicBloodPressure: '75', fastingGlucose: '5,0' };
const levels = (answers: Record<string, unknown>) => {
  const outcome = scoreLifesSimple7(answers);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
  return Object.fromEntries(outcome.result.metrics.map((m) => [m.metric, m.level]));
};

describe('scoreLifesSimple7', () => {
  it('scores a person ideal in all seven as 14: BMI 21.5, 150 minutes, four diet goals, cholesterol 185.6 mg/dL, 115/75, glucose 90.1 mg/dL', () => {
    expect(scoreLifesSimple7(HEALTHY)).toEqual({
      ok: true,
      result: {
        metrics: ['smoking', 'bmi', 'physicalActivity', 'diet', 'totalCholesterol', 'bloodPressure', 'fastingGlucose'].map((metric) => ({ metric, level: 'ideal' })),
        idealCount: 7,
        knownCount: 7,
        score: 14,
        bmi: 21.5,
        activityMinutes: 150,
        dietGoalsMet: ['fruitVegetables', 'fish', 'wholeGrains', 'sugarDrinks'],
      },
    });
  });

  it('scores a worked mixed case by hand as 1 + 0 + 1 + 1 + 1 + 0 + 1 = 5 with no ideal metric', () => {
    // Quit within the year; 100 kg at 180 cm is BMI 30.9; 60 + 2 × 20 = 100 minutes; two diet goals;
    // 5.5 mmol/L × 38.67 = 212.7 mg/dL; 142/85; 5.4 mmol/L × 18.016 = 97.3 mg/dL, ideal but on medicine.
    const answers = { smoking: 'quitWithinYear', heightCm: 180, weightKg: 100, moderateMinutes: 60, vigorousMinutes: 20, fruitVegetables: 'yes', fish: 'no', wholeGrains: 'no', sodium: 'no', sugarDrinks: 'yes', totalCholesterol: 5.5, systolicBloodPressure: 142, diastolicBloodPressure: 85, fastingGlucose: 5.4, glucoseMedicine: 'yes' };
    const outcome = scoreLifesSimple7(answers);
    expect(outcome).toMatchObject({ ok: true, result: { idealCount: 0, knownCount: 7, score: 5, bmi: 30.9, activityMinutes: 100, dietGoalsMet: ['fruitVegetables', 'sugarDrinks'] } });
    expect(levels(answers)).toEqual({ smoking: 'intermediate', bmi: 'poor', physicalActivity: 'intermediate', diet: 'intermediate', totalCholesterol: 'intermediate', bloodPressure: 'poor', fastingGlucose: 'intermediate' });
  });

  it('leaves the measurements a person does not know unscored, and gives no score of 0–14 without them', () => {
    const { totalCholesterol: _c, systolicBloodPressure: _s, diastolicBloodPressure: _d, fastingGlucose: _g, ...behaviours } = HEALTHY;
    expect(scoreLifesSimple7(behaviours)).toMatchObject({ ok: true, result: { idealCount: 4, knownCount: 4, score: null } });
    expect(levels(behaviours)).toMatchObject({ totalCholesterol: null, bloodPressure: null, fastingGlucose: null });
  });

  it.each([
    ['4,8', undefined, 'ideal'], ['5,17', undefined, 'ideal'], ['5,18', undefined, 'intermediate'], ['6,2', undefined, 'intermediate'], ['6,21', undefined, 'poor'],
    ['4,8', 'yes', 'intermediate'], ['5,5', 'yes', 'intermediate'], ['7', 'yes', 'poor'],
  ] as const)('puts total cholesterol %s mmol/L (medicine: %s) at %s: 200 and 240 mg/dL are the thresholds', (value, medicine, level) => {
    expect(levels({ ...HEALTHY, totalCholesterol: value, cholesterolMedicine: medicine }).totalCholesterol).toBe(level);
  });

  it.each([
    ['5,55', undefined, 'ideal'], ['5,56', undefined, 'intermediate'], ['6,99', undefined, 'intermediate'], ['7,0', undefined, 'poor'], ['5,0', 'yes', 'intermediate'],
  ] as const)('puts fasting glucose %s mmol/L (medicine: %s) at %s: 100 and 126 mg/dL are the thresholds', (value, medicine, level) => {
    expect(levels({ ...HEALTHY, fastingGlucose: value, glucoseMedicine: medicine }).fastingGlucose).toBe(level);
  });

  it.each([
    [119, 79, 'ideal'], [120, 79, 'intermediate'], [119, 80, 'intermediate'], [139, 89, 'intermediate'], [140, 60, 'poor'], [110, 90, 'poor'],
  ] as const)('puts a blood pressure of %i/%i mmHg at %s', (systolic, diastolic, level) => {
    expect(bloodPressureLevel(systolic, diastolic)).toBe(level);
  });

  it('puts a blood pressure treated to below 120/80 at intermediate, as the definitions do', () => {
    expect(levels({ ...HEALTHY, bloodPressureMedicine: 'yes' }).bloodPressure).toBe('intermediate');
  });

  it.each([[24.9, 'ideal'], [25, 'intermediate'], [29.9, 'intermediate'], [30, 'poor']] as const)('puts BMI %f at %s', (bmi, level) => {
    expect(bmiLevel(bmi)).toBe(level);
  });

  it.each([[150, 'ideal'], [149, 'intermediate'], [1, 'intermediate'], [0, 'poor']] as const)('puts %i active minutes a week at %s', (minutes, level) => {
    expect(activityLevel(minutes)).toBe(level);
  });

  it('counts a vigorous minute as two moderate ones: 75 vigorous minutes alone are ideal', () => {
    expect(levels({ ...HEALTHY, moderateMinutes: '0', vigorousMinutes: '75' }).physicalActivity).toBe('ideal');
    expect(levels({ ...HEALTHY, moderateMinutes: '0', vigorousMinutes: '0' }).physicalActivity).toBe('poor');
  });

  it.each([[0, 'poor'], [1, 'poor'], [2, 'intermediate'], [3, 'intermediate'], [4, 'ideal'], [5, 'ideal']] as const)('puts %i diet goals met at %s', (goals, level) => {
    expect(dietLevel(goals)).toBe(level);
  });

  it.each([['never', 'ideal'], ['quitOverYearAgo', 'ideal'], ['quitWithinYear', 'intermediate'], ['current', 'poor']] as const)('puts smoking "%s" at %s', (answer, level) => {
    expect(smokingLevel(answer)).toBe(level);
  });

  it('names every reason it cannot score: cholesterol typed in mg/dL, half a blood pressure, a diet question and smoking unanswered', () => {
    const { fish: _f, smoking: _s, diastolicBloodPressure: _d, ...rest } = HEALTHY;
    expect(scoreLifesSimple7({ ...rest, totalCholesterol: '210' })).toEqual({
      ok: false,
      refusals: [
        { field: 'totalCholesterol', reason: 'implausible', min: 1.5, max: 20 },
        { field: 'diastolicBloodPressure', reason: 'bothOrNeither' },
        { field: 'smoking', reason: 'unanswered' },
        { field: 'fish', reason: 'unanswered' },
      ],
    });
  });

  it('gives every complete set of answers seven metrics, a score equal to their points and one more diet goal never lowering it (property)', () => {
    const level = (l: Ls7Level | null) => (l === 'ideal' ? 2 : l === 'intermediate' ? 1 : 0);
    fc.assert(
      fc.property(
        fc.record({
          smoking: fc.constantFrom('never', 'quitOverYearAgo', 'quitWithinYear', 'current'),
          heightCm: fc.integer({ min: 140, max: 210 }),
          weightKg: fc.integer({ min: 40, max: 200 }),
          moderateMinutes: fc.integer({ min: 0, max: 600 }),
          vigorousMinutes: fc.integer({ min: 0, max: 300 }),
          totalCholesterol: fc.double({ min: 2, max: 12, noNaN: true }),
          systolicBloodPressure: fc.integer({ min: 90, max: 200 }),
          diastolicBloodPressure: fc.integer({ min: 50, max: 120 }),
          fastingGlucose: fc.double({ min: 3, max: 20, noNaN: true }),
        }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (measures, goals) => {
          const diet = Object.fromEntries(LS7_DIET_GOALS.map((goal, i) => [goal, goals[i] ? 'yes' : 'no']));
          const outcome = scoreLifesSimple7({ ...measures, ...diet });
          if (!outcome.ok) throw new Error('complete answers refused');
          const { metrics, score, idealCount } = outcome.result;
          expect(metrics).toHaveLength(7);
          expect(score).toBe(metrics.reduce((sum, m) => sum + level(m.level), 0));
          expect(idealCount).toBe(metrics.filter((m) => m.level === 'ideal').length);
          const missing = LS7_DIET_GOALS.findIndex((_, i) => !goals[i]);
          if (missing >= 0) {
            const more = scoreLifesSimple7({ ...measures, ...diet, [LS7_DIET_GOALS[missing]!]: 'yes' });
            if (!more.ok) throw new Error('refused');
            expect(more.result.score!).toBeGreaterThanOrEqual(score!);
          }
        },
      ),
    );
  });
});
