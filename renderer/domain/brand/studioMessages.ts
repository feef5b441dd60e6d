/**
 * What the brand studio's server (server/studio/) answers its page (renderer/studio/): the brands
 * folder as text and the validator's findings.
 */
import type { ConfigProblem } from './configProblem';
import type { DocumentKind } from './documentKinds';

export interface StudioSnapshot {
  /** Every file of the brands folder, by path relative to it ("_base/brand.json"): text, or a data: URL for an image ("_base/assets/logo.svg"). */
  files: Record<string, string>;
  /** The self-contained schema of each document kind and of a locale file. */
  schemas: Record<DocumentKind | 'locale', Record<string, unknown>>;
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
}

export interface StudioCheck {
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
  /** Whether the preview frames now show this draft (only a valid draft is shown). */
  previewed: boolean;
}
