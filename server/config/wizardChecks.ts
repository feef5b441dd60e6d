/**
 * The references inside a care wizard (services.json `care.wizard`, the pre-authorisation's
 * steps): each step's form document exists, step ids are unique, a step's condition names an
 * earlier step and a field of its form, and the provider field is a field of its step's form.
 */
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { problemAt, type LayeredDocument } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (isPlainObject(v) ? v : {});

/** Whether the form `formId` has a field `field`. */
const hasField = (forms: Obj, formId: unknown, field: unknown): boolean =>
  typeof formId === 'string' && typeof field === 'string' && Object.prototype.hasOwnProperty.call(obj(obj(obj(forms[formId]).schema).properties), field);

export function wizardProblems(doc: LayeredDocument, name: string, wizard: Obj, forms: Obj, needForm: (path: (string | number)[], key: unknown, what: string) => void): ConfigProblem[] {
  const steps = Array.isArray(wizard.steps) ? wizard.steps.map(obj) : [];
  if (steps.length === 0) return [];
  const problems: ConfigProblem[] = [];
  const base = ['services', name, 'care', 'wizard'];
  const seen = new Map<string, unknown>();
  steps.forEach((step, i) => {
    needForm([...base, 'steps', i, 'form'], step.form, `Step ${String(step.id)} of the ${name} wizard asks with the form`);
    if (typeof step.id === 'string' && seen.has(step.id)) {
      problems.push(problemAt(doc, [...base, 'steps', i, 'id'], { rule: 'reference/wizardStep', received: step.id, allowed: 'a step id used once', message: `The ${name} wizard has two steps called "${step.id}".` }));
    }
    const when = obj(step.when);
    if (step.when !== undefined && !(typeof when.step === 'string' && seen.has(when.step) && hasField(forms, seen.get(when.step), when.field))) {
      problems.push(problemAt(doc, [...base, 'steps', i, 'when'], { rule: 'reference/wizardStep', received: `${String(when.step)}.${String(when.field)}`, allowed: `a field of a step before ${String(step.id)}`, message: `Step ${String(step.id)} of the ${name} wizard depends on ${String(when.step)}.${String(when.field)}, which is not a field of an earlier step's form.` }));
    }
    if (typeof step.id === 'string') seen.set(step.id, step.form);
  });
  const provider = obj(wizard.provider);
  if (!(typeof provider.step === 'string' && seen.has(provider.step) && hasField(forms, seen.get(provider.step), provider.field))) {
    problems.push(problemAt(doc, [...base, 'provider'], { rule: 'reference/wizardStep', received: `${String(provider.step)}.${String(provider.field)}`, allowed: 'a field of a step of the wizard', message: `The ${name} wizard takes the provider from ${String(provider.step)}.${String(provider.field)}, which is not a field of one of its steps' forms.` }));
  }
  return problems;
}
