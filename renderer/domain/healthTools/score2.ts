/**
 * SCORE2: the 10-year risk of fatal and non-fatal cardiovascular disease (myocardial infarction,
 * stroke, cardiovascular death) of an apparently healthy person aged 40–69, from the ESC's model:
 * SCORE2 working group and ESC Cardiovascular Risk Collaboration, "SCORE2 risk prediction
 * algorithms: new models to estimate 10-year risk of cardiovascular disease in Europe",
 * European Heart Journal 2021;42:2439–2454 (doi:10.1093/eurheartj/ehab309), Supplementary
 * Methods Tables 2–4 (sex-specific coefficients, baseline survival, recalibration per risk region).
 * The risk categories are those of the 2021 ESC Guidelines on cardiovascular disease prevention
 * in clinical practice (European Heart Journal 2021;42:3227–3337), which also name the people for
 * whom SCORE2 is not used (known cardiovascular disease, diabetes, chronic kidney disease,
 * familial hypercholesterolaemia): they are at high risk already and need a doctor, not a score.
 *
 * One module for the calculator screen and POST /api/health-tools/cardiovascular-risk, so a
 * person and a partner get the same figure for the same answers.
 */

export type Score2Sex = 'male' | 'female';
export const SCORE2_REGIONS = ['low', 'moderate', 'high', 'very-high'] as const;
export type Score2Region = (typeof SCORE2_REGIONS)[number];
export type Score2Category = 'low-to-moderate' | 'high' | 'very-high';

export interface Score2Input {
  age: number;
  sex: Score2Sex;
  smoker: boolean;
  /** mmHg */
  systolicBloodPressure: number;
  /** mmol/L */
  totalCholesterol: number;
  /** mmol/L */
  hdlCholesterol: number;
  region: Score2Region;
}

/** Log subdistribution hazard ratios (Supplementary Methods Table 2), per transformed variable. */
interface Coefficients {
  age: number; smoking: number; sbp: number; totalChol: number; hdl: number;
  smokingAge: number; sbpAge: number; totalCholAge: number; hdlAge: number;
  /** Baseline 10-year survival. */
  baselineSurvival: number;
}

const COEFFICIENTS: Readonly<Record<Score2Sex, Coefficients>> = {
  male: { age: 0.3742, smoking: 0.6012, sbp: 0.2777, totalChol: 0.1458, hdl: -0.2698, smokingAge: -0.0755, sbpAge: -0.0255, totalCholAge: -0.0281, hdlAge: 0.0426, baselineSurvival: 0.9605 },
  female: { age: 0.4648, smoking: 0.7744, sbp: 0.3131, totalChol: 0.1002, hdl: -0.2606, smokingAge: -0.1088, sbpAge: -0.0277, totalCholAge: -0.0226, hdlAge: 0.0613, baselineSurvival: 0.9776 },
};

/** Recalibration to the region's incidence (Supplementary Methods Table 4): scale1, scale2. */
const RECALIBRATION: Readonly<Record<Score2Sex, Readonly<Record<Score2Region, readonly [number, number]>>>> = {
  male: { low: [-0.5699, 0.7476], moderate: [-0.1565, 0.8009], high: [0.3207, 0.936], 'very-high': [0.5836, 0.8294] },
  female: { low: [-0.738, 0.7019], moderate: [-0.3143, 0.7701], high: [0.571, 0.9369], 'very-high': [0.9412, 0.8329] },
};

/** The ages SCORE2 was derived for; SCORE2-OP (70 and over) is another model with other inputs. */
export const SCORE2_AGE = { min: 40, max: 69 } as const;

/**
 * What the calculator accepts as a measurement at all. These are not medical thresholds: they
 * only refuse values that cannot be a living adult's (a typing slip such as 14 mmHg or cholesterol
 * in mg/dL), where a risk figure would be meaningless.
 */
export const SCORE2_PLAUSIBLE = {
  systolicBloodPressure: { min: 70, max: 250 },
  totalCholesterol: { min: 1.5, max: 20 },
  hdlCholesterol: { min: 0.2, max: 5 },
} as const;

/**
 * The 2021 ESC prevention guidelines' treatment target for systolic pressure in people aged 18–69
 * is 120–130 mmHg; "what you can change" shows the risk at its upper end.
 */
export const SCORE2_TARGET_SYSTOLIC = 130;

/** Why a figure cannot be given; the calculator says each in words, the API as a violation. */
export type Score2Refusal =
  | { field: 'knownConditions'; reason: 'notApparentlyHealthy' }
  | { field: 'age'; reason: 'outsideModel'; min: number; max: number }
  | { field: 'systolicBloodPressure' | 'totalCholesterol' | 'hdlCholesterol'; reason: 'implausible'; min: number; max: number }
  | { field: 'hdlCholesterol'; reason: 'notBelowTotal' };

export interface Score2Change {
  change: 'stopSmoking' | 'lowerBloodPressure';
  /** The systolic pressure the changed calculation assumes (lowerBloodPressure). */
  systolicBloodPressure?: number;
  riskPercent: number;
  category: Score2Category;
}

export interface Score2Result {
  /** The 10-year risk in percent, one decimal. */
  riskPercent: number;
  category: Score2Category;
  region: Score2Region;
  ageBand: 'under50' | '50to69';
  /** The same calculation with what the person can change, where it applies. */
  changes: Score2Change[];
}

export type Score2Outcome = { ok: true; result: Score2Result } | { ok: false; refusals: Score2Refusal[] };

/**
 * What the calculator page asks besides the model's inputs: whether the person has known
 * cardiovascular disease, diabetes, chronic kidney disease or familial hypercholesterolaemia, for
 * whom the ESC 2021 guidelines do not use SCORE2 (the API's callers answer for this themselves).
 */
export interface Score2Screening {
  knownConditions?: boolean;
}

/** The refusal a screening answer alone gives (a SCORE2 figure is not for this person). */
export type Score2ScreeningRefusal = Extract<Score2Refusal, { reason: 'notApparentlyHealthy' }>;

/**
 * The refusal the screening answer gives whatever the figures: it needs no other answer, so the
 * calculator page says it the moment the answer is chosen (answerAdvice.ts), not after a submit.
 */
export function screeningRefusal(screening: Score2Screening): Score2ScreeningRefusal | null {
  return screening.knownConditions === true ? { field: 'knownConditions', reason: 'notApparentlyHealthy' } : null;
}

/** Every reason the input cannot be scored; empty when it can. */
export function score2Refusals(input: Omit<Score2Input, 'region' | 'sex' | 'smoker'> & Score2Screening): Score2Refusal[] {
  const out: Score2Refusal[] = [];
  const screened = screeningRefusal(input);
  if (screened) out.push(screened);
  if (!(input.age >= SCORE2_AGE.min && input.age <= SCORE2_AGE.max)) out.push({ field: 'age', reason: 'outsideModel', ...SCORE2_AGE });
  for (const field of ['systolicBloodPressure', 'totalCholesterol', 'hdlCholesterol'] as const) {
    const range = SCORE2_PLAUSIBLE[field];
    if (!(input[field] >= range.min && input[field] <= range.max)) out.push({ field, reason: 'implausible', ...range });
  }
  const measured = out.every((r) => r.field !== 'hdlCholesterol' && r.field !== 'totalCholesterol');
  if (measured && input.hdlCholesterol >= input.totalCholesterol) out.push({ field: 'hdlCholesterol', reason: 'notBelowTotal' });
  return out;
}

/** The model's 10-year risk as a fraction, unrounded (the input is assumed valid). */
export function score2Risk(input: Score2Input): number {
  const c = COEFFICIENTS[input.sex];
  const age = (input.age - 60) / 5;
  const sbp = (input.systolicBloodPressure - 120) / 20;
  const totalChol = input.totalCholesterol - 6;
  const hdl = (input.hdlCholesterol - 1.3) / 0.5;
  const smoking = input.smoker ? 1 : 0;
  const linear =
    c.age * age + c.smoking * smoking + c.sbp * sbp + c.totalChol * totalChol + c.hdl * hdl +
    c.smokingAge * smoking * age + c.sbpAge * sbp * age + c.totalCholAge * totalChol * age + c.hdlAge * hdl * age;
  const uncalibrated = 1 - c.baselineSurvival ** Math.exp(linear);
  const [scale1, scale2] = RECALIBRATION[input.sex][input.region];
  return 1 - Math.exp(-Math.exp(scale1 + scale2 * Math.log(-Math.log(1 - uncalibrated))));
}

/** The ESC 2021 category for the age band: under 50, <2.5 / 2.5–<7.5 / ≥7.5 %; 50–69, <5 / 5–<10 / ≥10 %. */
export function score2Category(age: number, riskPercent: number): Score2Category {
  const [high, veryHigh] = age < 50 ? [2.5, 7.5] : [5, 10];
  return riskPercent >= veryHigh ? 'very-high' : riskPercent >= high ? 'high' : 'low-to-moderate';
}

/** The figure as shown: percent with one decimal. The category follows the shown figure. */
const percent = (risk: number): number => Math.round(risk * 1000) / 10;

function scored(input: Score2Input): { riskPercent: number; category: Score2Category } {
  const riskPercent = percent(score2Risk(input));
  return { riskPercent, category: score2Category(input.age, riskPercent) };
}

/** Scores the input, or says every reason it cannot. */
export function assessScore2(input: Score2Input & Score2Screening): Score2Outcome {
  const refusals = score2Refusals(input);
  if (refusals.length) return { ok: false, refusals };
  const changes: Score2Change[] = [];
  const model: Score2Input = { age: input.age, sex: input.sex, smoker: input.smoker, systolicBloodPressure: input.systolicBloodPressure, totalCholesterol: input.totalCholesterol, hdlCholesterol: input.hdlCholesterol, region: input.region };
  if (model.smoker) changes.push({ change: 'stopSmoking', ...scored({ ...model, smoker: false }) });
  if (model.systolicBloodPressure > SCORE2_TARGET_SYSTOLIC) {
    changes.push({ change: 'lowerBloodPressure', systolicBloodPressure: SCORE2_TARGET_SYSTOLIC, ...scored({ ...model, systolicBloodPressure: SCORE2_TARGET_SYSTOLIC }) });
  }
  return {
    ok: true,
    result: { ...scored(model), region: model.region, ageBand: model.age < 50 ? 'under50' : '50to69', changes },
  };
}
