/**
 * The answers whose advice cannot wait for the rest of the form. Someone with chest pain must not
 * first answer fourteen more questions to read "call 112", nor someone SCORE2 is not for fill in
 * six figures to learn that it is not; so the moment such an answer is chosen, the page shows its
 * advice under the question, whatever else is answered, for as long as the answer stays.
 * - The health check: urgent symptoms now (chest pain, signs of a stroke …) need 112, with the
 *   brand's doctor line beside it (healthCheck.ts; the tool document's `urgentSymptoms` flag).
 * - SCORE2: known cardiovascular disease, diabetes, chronic kidney disease or familial
 *   hypercholesterolaemia is not scored at all (2021 ESC prevention guidelines; score2.ts).
 * PSS-10, the work–family conflict scale and Life's Simple 7 mark no single answer as urgent or
 * as a reason to refuse: their advice belongs to the whole score (where PSS-10's high band and
 * the scale's "agree" name 112 for someone who cannot go on, the result says so).
 *
 * The rule itself stays in each instrument's module, where its scoring uses it too; this one says
 * which questions can carry such advice and which advice the answers given carry.
 */
import type { HealthTool } from '../../../generated/config-types';
import { hasUrgentSymptoms } from './healthCheck';
import { screeningRefusal, type Score2ScreeningRefusal } from './score2';

type Instrument = HealthTool['instrument'];

export type AnswerAdvice =
  /** Call 112 now, the doctor line beside it. */
  | { kind: 'urgent'; field: 'urgentSymptoms' }
  /** The instrument will not score these answers, for the reason named. */
  | ({ kind: 'refusal'; instrument: 'score2' } & Score2ScreeningRefusal);

/** For each instrument, the questions (the form document's field names) an answer to which can need advice at once. */
export const ADVISED_QUESTIONS: Readonly<Record<Instrument, readonly string[]>> = {
  healthCheck: ['urgentSymptoms'],
  score2: ['knownConditions'],
  pss10: [],
  wfc: [],
  ls7: [],
};

/** The advice the answers given so far need at once, in the form's order; empty when none does. */
export function answerAdvice(instrument: Instrument, answers: Readonly<Record<string, unknown>>): AnswerAdvice[] {
  switch (instrument) {
    case 'healthCheck':
      return hasUrgentSymptoms(answers) ? [{ kind: 'urgent', field: 'urgentSymptoms' }] : [];
    case 'score2': {
      // The form answers "yes" or "no"; the model's screening takes whether it is so, as the page's scoring does.
      const refusal = screeningRefusal({ knownConditions: answers.knownConditions === 'yes' });
      return refusal ? [{ kind: 'refusal', instrument: 'score2', ...refusal }] : [];
    }
    case 'pss10':
    case 'wfc':
    case 'ls7':
      return [];
  }
}
