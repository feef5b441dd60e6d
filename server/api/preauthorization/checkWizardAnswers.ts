/**
 * A care request asked in steps (the pre-authorisation wizard, services.json `care.wizard`),
 * checked as the wizard asked it: the answers are an object of step answers keyed by step id;
 * every step that applies to them (careWizard.applicableSteps, the rule the screen follows) must
 * be there and fit its own form document's schema, and nothing else may be; the documents step
 * needs at least one document; the provider the request names is the one the answers chose.
 * Every problem is one RX444 violation, its pointer under /answers/<step>/<field>.
 */
import type { Request } from 'express';
import type { ErrorObject } from 'ajv';
import type { CareItemRequest } from '../../../generated/config-types';
import { applicableSteps, chosenProvider, type CareWizard, type WizardAnswers } from '../../../renderer/domain/care/careWizard';
import type { ServedBrand } from '../../config/brandRegistry';
import { ValidationError, type Violation } from '../../http/errors';
import { violation, violationsOf } from '../../http/validateRequest';
import { formErrors } from '../care/careAnswers';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkWizardAnswers(wizard: CareWizard, body: CareItemRequest, brand: ServedBrand, req: Request): void {
  const answers = body.answers as Record<string, unknown>;
  // A step's answers that are not an object are read as none, so the step's own required fields say what is missing.
  const asked: WizardAnswers = Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, isObj(value) ? value : {}]));
  const steps = applicableSteps(wizard, asked);
  const errors: ErrorObject[] = [];
  const problems: Violation[] = [];
  for (const step of steps) {
    const form = brand.effective.forms.forms[step.form];
    if (!form) throw new Error(`The form ${step.form} of step ${step.id} is missing`); // the validator refuses such a brand
    if (!Object.prototype.hasOwnProperty.call(answers, step.id)) problems.push(violation(brand, req, `/answers/${step.id}`, 'validation.required'));
    else errors.push(...formErrors(form, answers[step.id], `/answers/${step.id}`));
    if (step.uploads && (body.uploadIds ?? []).length === 0) problems.push(violation(brand, req, '/uploadIds', 'validation.required'));
  }
  const applying = new Set(steps.map((s) => s.id));
  for (const id of Object.keys(answers)) if (!applying.has(id)) problems.push(violation(brand, req, `/answers/${id}`, 'validation.type'));
  const provider = chosenProvider(wizard, asked);
  if (provider !== undefined && body.providerId !== provider) problems.push(violation(brand, req, '/providerId', 'validation.type'));
  const all = [...problems, ...violationsOf(errors, brand, req)];
  if (all.length > 0) throw new ValidationError(all);
}
