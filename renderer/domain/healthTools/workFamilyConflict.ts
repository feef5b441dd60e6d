/**
 * The work–family conflict scale: Netemeyer RG, Boles JS, McMurrian R. Development and validation
 * of work-family conflict and family-work conflict scales. Journal of Applied Psychology
 * 1996;81(4):400–410 (the items in its appendix). The work-life balance quiz asks its five
 * work–family conflict items: how far work gets in the way of home and family life.
 *
 * Each item is answered on the published seven-point scale, 1 (strongly disagree) to 7 (strongly
 * agree); none is reversed; the score is the sum, 5–35, higher meaning more conflict. The authors
 * set no cut-offs, so the result adds no band of its own making: it gives the average answer
 * (one decimal) and which side of the scale's middle (4) that average is nearest to, and names
 * the statements the person agreed with (5 or more), which are what the advice is about.
 *
 * One module for the quiz page and POST /api/health-tools/work-family-conflict.
 */

export const WFC_ITEMS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;
export type WfcItem = (typeof WFC_ITEMS)[number];
/** The published answer range. */
export const WFC_SCALE = { min: 1, max: 7, middle: 4 } as const;
/** The lowest and highest sums of the five answers (5 × 1, 5 × 7). */
export const WFC_TOTAL = { min: 5, max: 35 } as const;

/** Which answer of the scale the average answer is nearest to: below its middle, the middle, above it. */
export type WfcLeaning = 'disagree' | 'neither' | 'agree';

export interface WfcResult {
  score: number;
  min: typeof WFC_TOTAL.min;
  max: typeof WFC_TOTAL.max;
  /** The average answer, 1–7, to one decimal. */
  average: number;
  leaning: WfcLeaning;
  /** The items answered 5 (somewhat agree) or more, in their order. */
  agreed: WfcItem[];
}

export type WfcOutcome = { ok: true; result: WfcResult } | { ok: false; refusals: Array<{ field: WfcItem; reason: 'unanswered' }> };

/**
 * The average of five whole answers is a multiple of 0.2, so it never lies halfway between two
 * answers: rounding it names one answer without a tie to break.
 */
export function wfcLeaning(average: number): WfcLeaning {
  const nearest = Math.round(average);
  return nearest < WFC_SCALE.middle ? 'disagree' : nearest > WFC_SCALE.middle ? 'agree' : 'neither';
}

const isAnswer = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= WFC_SCALE.min && (value as number) <= WFC_SCALE.max;

/** Scores the five answers, or names every item left unanswered (or answered outside 1–7). */
export function scoreWorkFamilyConflict(answers: Partial<Record<string, unknown>>): WfcOutcome {
  const refusals: Array<{ field: WfcItem; reason: 'unanswered' }> = [];
  const agreed: WfcItem[] = [];
  let score = 0;
  for (const item of WFC_ITEMS) {
    const value = answers[item];
    if (!isAnswer(value)) {
      refusals.push({ field: item, reason: 'unanswered' });
      continue;
    }
    score += value;
    if (value > WFC_SCALE.middle) agreed.push(item);
  }
  if (refusals.length) return { ok: false, refusals };
  const average = Math.round((score / WFC_ITEMS.length) * 10) / 10;
  return { ok: true, result: { score, min: WFC_TOTAL.min, max: WFC_TOTAL.max, average, leaning: wfcLeaning(score / WFC_ITEMS.length), agreed } };
}
