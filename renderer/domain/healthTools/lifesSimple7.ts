/**
 * The lifestyle questionnaire's scoring: the American Heart Association's seven metrics of
 * cardiovascular health, "Life's Simple 7" (Lloyd-Jones DM et al. Defining and setting national
 * goals for cardiovascular health promotion and disease reduction. Circulation
 * 2010;121:586–613), each ideal (2 points), intermediate (1) or poor (0) by the published
 * definitions for adults:
 * - smoking: never, or quit more than 12 months ago / quit within the last 12 months / current;
 * - body mass index: below 25 / 25–29.9 / 30 kg/m² or more;
 * - physical activity: 150 minutes a week or more of moderate activity, a vigorous minute counting
 *   as two / 1–149 / none;
 * - healthy diet score, one point for each of five goals (per 2000 kcal: fruit and vegetables at
 *   least 4.5 cups a day; fish at least two 3.5-oz servings a week; fibre-rich whole grains at least
 *   three 1-oz-equivalent servings a day; sodium under 1500 mg a day; sugar-sweetened drinks at most
 *   450 kcal (36 fl oz) a week): 4–5 / 2–3 / 0–1;
 * - total cholesterol: below 200 mg/dL untreated / 200–239 mg/dL or treated to below 200 / 240 or more;
 * - blood pressure: below 120/80 mmHg untreated / systolic 120–139 or diastolic 80–89, or treated
 *   to below 120/80 / systolic 140 or more or diastolic 90 or more;
 * - fasting plasma glucose: below 100 mg/dL untreated / 100–125 mg/dL or treated to below 100 /
 *   126 or more.
 * A person types cholesterol and glucose in mmol/L, as European laboratories report them; they are
 * compared in mg/dL, the definitions' unit (cholesterol × 38.67, glucose × 18.016), so the
 * thresholds are the published ones exactly. The laboratory values and the blood pressure may be
 * unknown: such a metric is "not known", the score of 0–14 is given only when all seven are
 * known, and the count of ideal metrics always (the AHA calls all seven ideal "ideal
 * cardiovascular health"). The score sets no bands of its own making.
 *
 * One module for the questionnaire page and POST /api/health-tools/lifestyle.
 */
import { ADULT_RANGES, halfBloodPressure, present, readMeasurements, type HalfBloodPressure, type Implausible } from './measurements';

export const LS7_METRICS = ['smoking', 'bmi', 'physicalActivity', 'diet', 'totalCholesterol', 'bloodPressure', 'fastingGlucose'] as const;
export type Ls7Metric = (typeof LS7_METRICS)[number];
export type Ls7Level = 'ideal' | 'intermediate' | 'poor';
export const LS7_POINTS: Readonly<Record<Ls7Level, number>> = { ideal: 2, intermediate: 1, poor: 0 };

export const LS7_SMOKING = ['never', 'quitOverYearAgo', 'quitWithinYear', 'current'] as const;
export const LS7_DIET_GOALS = ['fruitVegetables', 'fish', 'wholeGrains', 'sodium', 'sugarDrinks'] as const;
export type Ls7DietGoal = (typeof LS7_DIET_GOALS)[number];

/** mg/dL per mmol/L: cholesterol (molar mass 386.65 g/mol) and glucose (180.16 g/mol). */
export const MG_PER_DL = { cholesterol: 38.67, glucose: 18.016 } as const;

/** Plausible answers of an adult; outside them the answer is a typing slip (or the wrong unit), not a finding. */
export const LS7_PLAUSIBLE = {
  heightCm: ADULT_RANGES.heightCm,
  weightKg: ADULT_RANGES.weightKg,
  moderateMinutes: ADULT_RANGES.moderateMinutes,
  vigorousMinutes: ADULT_RANGES.vigorousMinutes,
  totalCholesterol: { min: 1.5, max: 20 },
  systolicBloodPressure: ADULT_RANGES.systolicBloodPressure,
  diastolicBloodPressure: ADULT_RANGES.diastolicBloodPressure,
  fastingGlucose: { min: 1.5, max: 40 },
} as const;
type Measured = keyof typeof LS7_PLAUSIBLE;

export interface Ls7MetricResult {
  metric: Ls7Metric;
  /** null: not known (no value given). */
  level: Ls7Level | null;
}

export interface Ls7Result {
  /** The seven metrics in the definitions' order. */
  metrics: Ls7MetricResult[];
  idealCount: number;
  knownCount: number;
  /** 0–14, the sum of the seven metrics' points; null unless all seven are known. */
  score: number | null;
  bmi: number;
  /** Moderate minutes a week with vigorous ones counted twice. */
  activityMinutes: number;
  /** The diet goals met, in their order. */
  dietGoalsMet: Ls7DietGoal[];
}

export type Ls7Refusal = Implausible<Measured> | HalfBloodPressure | { field: 'heightCm' | 'weightKg' | 'smoking' | Ls7DietGoal; reason: 'unanswered' };

export type Ls7Outcome = { ok: true; result: Ls7Result } | { ok: false; refusals: Ls7Refusal[] };

type Answers = Record<string, unknown>;
/** The level a medicine-lowered value has: the definitions put "treated to the ideal level" at intermediate. */
const treated = (level: Ls7Level, onMedicine: unknown): Ls7Level => (level === 'ideal' && onMedicine === 'yes' ? 'intermediate' : level);

export function smokingLevel(answer: (typeof LS7_SMOKING)[number]): Ls7Level {
  return answer === 'current' ? 'poor' : answer === 'quitWithinYear' ? 'intermediate' : 'ideal';
}

export function bmiLevel(bmi: number): Ls7Level {
  return bmi < 25 ? 'ideal' : bmi < 30 ? 'intermediate' : 'poor';
}

export function activityLevel(minutes: number): Ls7Level {
  return minutes >= 150 ? 'ideal' : minutes > 0 ? 'intermediate' : 'poor';
}

export function dietLevel(goalsMet: number): Ls7Level {
  return goalsMet >= 4 ? 'ideal' : goalsMet >= 2 ? 'intermediate' : 'poor';
}

export function cholesterolLevel(mgPerDl: number): Ls7Level {
  return mgPerDl < 200 ? 'ideal' : mgPerDl < 240 ? 'intermediate' : 'poor';
}

export function bloodPressureLevel(systolic: number, diastolic: number): Ls7Level {
  if (systolic >= 140 || diastolic >= 90) return 'poor';
  return systolic >= 120 || diastolic >= 80 ? 'intermediate' : 'ideal';
}

export function glucoseLevel(mgPerDl: number): Ls7Level {
  return mgPerDl < 100 ? 'ideal' : mgPerDl < 126 ? 'intermediate' : 'poor';
}

/** Scores the answers (the form document's field names), or says every reason it cannot. */
export function scoreLifesSimple7(answers: Answers): Ls7Outcome {
  const { measured, refusals: implausible } = readMeasurements(answers, LS7_PLAUSIBLE);
  const refusals: Ls7Refusal[] = [...implausible];
  for (const field of ['heightCm', 'weightKg'] as const) if (!present(answers[field])) refusals.push({ field, reason: 'unanswered' });
  refusals.push(...halfBloodPressure(answers));
  const smoking = answers.smoking as (typeof LS7_SMOKING)[number];
  if (!LS7_SMOKING.includes(smoking)) refusals.push({ field: 'smoking', reason: 'unanswered' });
  for (const goal of LS7_DIET_GOALS) if (answers[goal] !== 'yes' && answers[goal] !== 'no') refusals.push({ field: goal, reason: 'unanswered' });
  if (refusals.length || measured.heightCm === undefined || measured.weightKg === undefined) return { ok: false, refusals };

  const metres = measured.heightCm / 100;
  const bmi = Math.round((measured.weightKg / (metres * metres)) * 10) / 10;
  const activityMinutes = (measured.moderateMinutes ?? 0) + 2 * (measured.vigorousMinutes ?? 0);
  const dietGoalsMet = LS7_DIET_GOALS.filter((goal) => answers[goal] === 'yes');
  const { totalCholesterol, systolicBloodPressure, diastolicBloodPressure, fastingGlucose } = measured;
  const levels: Record<Ls7Metric, Ls7Level | null> = {
    smoking: smokingLevel(smoking),
    bmi: bmiLevel(bmi),
    physicalActivity: activityLevel(activityMinutes),
    diet: dietLevel(dietGoalsMet.length),
    totalCholesterol: totalCholesterol === undefined ? null : treated(cholesterolLevel(totalCholesterol * MG_PER_DL.cholesterol), answers.cholesterolMedicine),
    bloodPressure: systolicBloodPressure === undefined || diastolicBloodPressure === undefined ? null : treated(bloodPressureLevel(systolicBloodPressure, diastolicBloodPressure), answers.bloodPressureMedicine),
    fastingGlucose: fastingGlucose === undefined ? null : treated(glucoseLevel(fastingGlucose * MG_PER_DL.glucose), answers.glucoseMedicine),
  };
  const metrics = LS7_METRICS.map((metric) => ({ metric, level: levels[metric] }));
  const known = metrics.filter((m): m is { metric: Ls7Metric; level: Ls7Level } => m.level !== null);
  const score = known.length === LS7_METRICS.length ? known.reduce((sum, m) => sum + LS7_POINTS[m.level], 0) : null;
  return {
    ok: true,
    result: { metrics, idealCount: known.filter((m) => m.level === 'ideal').length, knownCount: known.length, score, bmi, activityMinutes, dietGoalsMet },
  };
}
