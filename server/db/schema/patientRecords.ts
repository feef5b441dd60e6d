/** What patients record about themselves: their relatives and their health check results. */
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns';

/** The relations a relative may have to the patient (renderer/relatives/relations.ts). */
export type RelativeRelation = 'spouse' | 'child' | 'parent' | 'sibling' | 'grandparent' | 'grandchild' | 'other';

/** A family member a patient recorded (service type 23): server/api/relatives/. */
export interface RelativeTable {
  id: Generated<number>;
  user_id: number;
  /** As the patient wrote it, trimmed. */
  name: string;
  /** YYYY-MM-DD */
  birth_date: string;
  relation: RelativeRelation;
  created_at: CreatedAt;
  updated_at: string;
  /** When the patient removed the relative; the row stays, so what was booked for them still names them. */
  removed_at: string | null;
}

/** A logged-in patient's health check (migration 0016): answers and result as JSON text. */
export interface HealthCheckResultTable {
  id: Generated<number>;
  user_id: number;
  /** UTC ISO instant. */
  taken_at: string;
  answers: string;
  result: string;
}

export type Relative = Selectable<RelativeTable>;
