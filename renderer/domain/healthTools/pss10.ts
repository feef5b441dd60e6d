/**
 * The Perceived Stress Scale, 10-item version (PSS-10): Cohen S, Kamarck T, Mermelstein R. A
 * global measure of perceived stress. Journal of Health and Social Behavior 1983;24:385–396; the
 * 10-item form: Cohen S, Williamson G. Perceived stress in a probability sample of the United
 * States. In: Spacapan S, Oskamp S (eds). The Social Psychology of Health. Sage, 1988:31–67.
 *
 * How often in the last month, each item 0 (never) to 4 (very often); the four positively worded
 * items (4, 5, 7, 8) are reversed; the sum is 0–40, higher meaning more perceived stress. The
 * authors set no clinical cut-offs: the bands are the ones commonly used in research with the
 * scale (0–13 low, 14–26 moderate, 27–40 high), and the page says so.
 *
 * One module for the quiz page and POST /api/health-tools/perceived-stress.
 */

export const PSS10_ANSWERS = ['never', 'almostNever', 'sometimes', 'fairlyOften', 'veryOften'] as const;
export type Pss10Answer = (typeof PSS10_ANSWERS)[number];
export const PSS10_ITEMS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;
export type Pss10Item = (typeof PSS10_ITEMS)[number];
/** The positively worded items, scored in reverse. */
export const PSS10_REVERSED: ReadonlySet<Pss10Item> = new Set(['q4', 'q5', 'q7', 'q8']);

export type Pss10Band = 'low' | 'moderate' | 'high';
/** Upper ends of the low and moderate bands. */
export const PSS10_BANDS = { low: 13, moderate: 26 } as const;
export const PSS10_MAX = 40;

export type Pss10Outcome =
  | { ok: true; result: { score: number; band: Pss10Band; max: typeof PSS10_MAX } }
  | { ok: false; refusals: Array<{ field: Pss10Item; reason: 'unanswered' }> };

export function pss10Band(score: number): Pss10Band {
  return score <= PSS10_BANDS.low ? 'low' : score <= PSS10_BANDS.moderate ? 'moderate' : 'high';
}

/** Scores the ten answers, or names every item left unanswered (or answered with something else). */
export function scorePss10(answers: Partial<Record<string, unknown>>): Pss10Outcome {
  const refusals: Array<{ field: Pss10Item; reason: 'unanswered' }> = [];
  let score = 0;
  for (const item of PSS10_ITEMS) {
    const value = PSS10_ANSWERS.indexOf(answers[item] as Pss10Answer);
    if (value < 0) refusals.push({ field: item, reason: 'unanswered' });
    else score += PSS10_REVERSED.has(item) ? PSS10_ANSWERS.length - 1 - value : value;
  }
  if (refusals.length) return { ok: false, refusals };
  return { ok: true, result: { score, band: pss10Band(score), max: PSS10_MAX } };
}
