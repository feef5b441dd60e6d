/**
 * The health check questionnaire's scoring: each answer compared with a published
 * recommendation or instrument, giving a flag with its reason where the answer is outside it.
 * - Urgent symptoms (chest pain, sudden breathlessness, signs of a stroke): call 112 now.
 * - Body mass index, kg/m², in the WHO adult categories: below 18.5 underweight, 18.5–24.9 normal,
 *   25–29.9 overweight, 30 or more obesity (WHO, "A healthy lifestyle – WHO recommendations").
 * - Blood pressure, if known, in the 2024 ESC Guidelines' categories (European Heart Journal
 *   2024;45:3912–4018): non-elevated below 120/70, elevated 120–139 / 70–89, hypertension from
 *   140/90 mmHg.
 * - Physical activity: at least 150 minutes of moderate activity a week, a vigorous minute
 *   counting as two (WHO guidelines on physical activity and sedentary behaviour, 2020).
 * - Diet: at least five portions (400 g) of fruit and vegetables a day (WHO healthy diet fact sheet).
 * - Sleep: seven hours or more a night for adults (Watson NF et al., consensus statement of the
 *   American Academy of Sleep Medicine and Sleep Research Society, Sleep 2015;38:843–844).
 * - Alcohol: AUDIT-C (Bush K et al., Archives of Internal Medicine 1998;158:1789–1795), three
 *   questions scored 0–4, positive from 4 for men and 3 for women (Bradley KA et al., Alcoholism:
 *   Clinical and Experimental Research 2007;31:1208–1217).
 * - Smoking now; a parent, brother or sister with heart attack or stroke before 55 (men) or 65
 *   (women), a risk modifier in the 2021 ESC prevention guidelines.
 *
 * One module for the questionnaire page and whatever keeps its results.
 */
import { ADULT_RANGES, halfBloodPressure, readMeasurements, type HalfBloodPressure, type Implausible } from './measurements';

export const AUDIT_C_FREQUENCY = ['never', 'monthlyOrLess', 'twoToFourMonthly', 'twoToThreeWeekly', 'fourOrMoreWeekly'] as const;
export const AUDIT_C_QUANTITY = ['oneOrTwo', 'threeOrFour', 'fiveOrSix', 'sevenToNine', 'tenOrMore'] as const;
export const AUDIT_C_BINGE = ['never', 'lessThanMonthly', 'monthly', 'weekly', 'dailyOrAlmostDaily'] as const;

export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obesity';
export type BloodPressureCategory = 'nonElevated' | 'elevated' | 'hypertension';
export type HealthCheckFlag = 'urgentSymptoms' | 'bmi' | 'bloodPressure' | 'activity' | 'diet' | 'sleep' | 'alcohol' | 'smoking' | 'familyHistory';

/** Plausible measurements of an adult; outside them the answer is a typing slip, not a finding. */
export const HEALTH_CHECK_PLAUSIBLE = {
  ...ADULT_RANGES,
  fruitVegPortions: { min: 0, max: 30 },
  sleepHours: { min: 0, max: 24 },
} as const;
type Measured = keyof typeof HEALTH_CHECK_PLAUSIBLE;

export interface HealthCheckResult {
  urgent: boolean;
  bmi: { value: number; category: BmiCategory };
  bloodPressure: { systolic: number; diastolic: number; category: BloodPressureCategory } | null;
  /** Moderate minutes a week with vigorous ones counted twice. */
  activityMinutes: number;
  auditC: { score: number; positive: boolean };
  /** The answers outside a recommendation, in the order the page lists them. */
  flags: HealthCheckFlag[];
}

export type HealthCheckRefusal = Implausible<Measured> | HalfBloodPressure | { field: 'alcoholQuantity' | 'alcoholBinge'; reason: 'unanswered' };

export type HealthCheckOutcome = { ok: true; result: HealthCheckResult } | { ok: false; refusals: HealthCheckRefusal[] };

type Answers = Record<string, unknown>;

export function bmiCategory(bmi: number): BmiCategory {
  return bmi < 18.5 ? 'underweight' : bmi < 25 ? 'normal' : bmi < 30 ? 'overweight' : 'obesity';
}

export function bloodPressureCategory(systolic: number, diastolic: number): BloodPressureCategory {
  if (systolic >= 140 || diastolic >= 90) return 'hypertension';
  return systolic >= 120 || diastolic >= 70 ? 'elevated' : 'nonElevated';
}

/** AUDIT-C: 0–12; someone who never drinks scores 0 without the other two answers. */
export function auditC(answers: Answers, sex: 'female' | 'male'): { score: number; positive: boolean } | null {
  const frequency = AUDIT_C_FREQUENCY.indexOf(answers.alcoholFrequency as never);
  if (frequency <= 0) return { score: 0, positive: false };
  const quantity = AUDIT_C_QUANTITY.indexOf(answers.alcoholQuantity as never);
  const binge = AUDIT_C_BINGE.indexOf(answers.alcoholBinge as never);
  if (quantity < 0 || binge < 0) return null;
  const score = frequency + quantity + binge;
  return { score, positive: score >= (sex === 'female' ? 3 : 4) };
}

/**
 * Whether the answers name a symptom that needs 112 now: the urgent-symptoms question answered
 * "at least one of these now". It needs no other answer, so the page says it the moment it is
 * chosen (answerAdvice.ts) as well as first in the result.
 */
export function hasUrgentSymptoms(answers: Answers): boolean {
  return answers.urgentSymptoms === 'yes';
}

/** Scores the answers (the form document's field names), or says every reason it cannot. */
export function scoreHealthCheck(answers: Answers): HealthCheckOutcome {
  const { measured, refusals: implausible } = readMeasurements(answers, HEALTH_CHECK_PLAUSIBLE);
  const refusals: HealthCheckRefusal[] = [...implausible, ...halfBloodPressure(answers)];
  const sex = answers.sex === 'female' ? 'female' : 'male';
  const alcohol = auditC(answers, sex);
  if (!alcohol) {
    if (!AUDIT_C_QUANTITY.includes(answers.alcoholQuantity as never)) refusals.push({ field: 'alcoholQuantity', reason: 'unanswered' });
    if (!AUDIT_C_BINGE.includes(answers.alcoholBinge as never)) refusals.push({ field: 'alcoholBinge', reason: 'unanswered' });
  }
  if (refusals.length || !alcohol || measured.heightCm === undefined || measured.weightKg === undefined) return { ok: false, refusals };

  const metres = measured.heightCm / 100;
  const bmi = Math.round((measured.weightKg / (metres * metres)) * 10) / 10;
  const bloodPressure = measured.systolicBloodPressure !== undefined && measured.diastolicBloodPressure !== undefined
    ? { systolic: measured.systolicBloodPressure, diastolic: measured.diastolicBloodPressure, category: bloodPressureCategory(measured.systolicBloodPressure, measured.diastolicBloodPressure) }
    : null;
  const activityMinutes = (measured.moderateMinutes ?? 0) + 2 * (measured.vigorousMinutes ?? 0);
  const result: Omit<HealthCheckResult, 'flags'> = { urgent: hasUrgentSymptoms(answers), bmi: { value: bmi, category: bmiCategory(bmi) }, bloodPressure, activityMinutes, auditC: alcohol };
  const flags: HealthCheckFlag[] = [];
  if (result.urgent) flags.push('urgentSymptoms');
  if (result.bmi.category !== 'normal') flags.push('bmi');
  if (bloodPressure && bloodPressure.category !== 'nonElevated') flags.push('bloodPressure');
  if (activityMinutes < 150) flags.push('activity');
  if ((measured.fruitVegPortions ?? 0) < 5) flags.push('diet');
  if ((measured.sleepHours ?? 0) < 7) flags.push('sleep');
  if (alcohol.positive) flags.push('alcohol');
  if (answers.smoking === 'current') flags.push('smoking');
  if (answers.familyHistory === 'yes') flags.push('familyHistory');
  return { ok: true, result: { ...result, flags } };
}
