/**
 * A care request asked in steps (services.json `care.wizard`: the pre-authorisation of spec §2),
 * shared by the server, which checks a request step by step, and the wizard screen, which shows
 * the same steps: which steps apply to the answers given so far (a step with `when` applies only
 * when an earlier step's field holds that answer), and which provider the answers chose.
 * Read defensively, as careOfService is: anything that is not a complete wizard reads as none.
 */

export interface WizardCondition {
  step: string;
  field: string;
  equals: string | number | boolean;
}

export interface WizardStep {
  id: string;
  /** Form id in forms.json. */
  form: string;
  /** Translation key of the step's name (breadcrumb). */
  title: string;
  /** The step takes the request's documents, at least one. */
  uploads: boolean;
  when: WizardCondition | null;
}

export interface CareWizard {
  steps: WizardStep[];
  /** The field whose answer is the chosen provider's id. */
  provider: { step: string; field: string };
}

/** Answers of a wizard: each step's form data under the step's id. */
export type WizardAnswers = Record<string, Record<string, unknown>>;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isName = (v: unknown): v is string => typeof v === 'string' && v !== '';

function stepOf(value: unknown): WizardStep | null {
  if (!isObj(value) || !isName(value.id) || !isName(value.form) || !isName(value.title)) return null;
  const when = isObj(value.when) && isName(value.when.step) && isName(value.when.field) && ['string', 'number', 'boolean'].includes(typeof value.when.equals)
    ? { step: value.when.step, field: value.when.field, equals: value.when.equals as WizardCondition['equals'] }
    : null;
  return { id: value.id, form: value.form, title: value.title, uploads: value.uploads === true, when };
}

/** The wizard of a service document (its `care.wizard`), or null when it has none. */
export function wizardOfService(service: unknown): CareWizard | null {
  const care = isObj(service) ? service.care : undefined;
  const wizard = isObj(care) ? care.wizard : undefined;
  if (!isObj(wizard) || !Array.isArray(wizard.steps) || !isObj(wizard.provider)) return null;
  const steps = wizard.steps.map(stepOf);
  const { step, field } = wizard.provider;
  if (steps.length === 0 || steps.some((s) => s === null) || !isName(step) || !isName(field)) return null;
  return { steps: steps as WizardStep[], provider: { step, field } };
}

/** The steps that apply to `answers`, in order: a conditional step whose condition is not met is left out. */
export function applicableSteps(wizard: CareWizard, answers: WizardAnswers): WizardStep[] {
  return wizard.steps.filter((step) => !step.when || answers[step.when.step]?.[step.when.field] === step.when.equals);
}

/** Only the answers of the steps that apply: what a request sends (a step left behind by a changed answer is dropped). */
export function applicableAnswers(wizard: CareWizard, answers: WizardAnswers): WizardAnswers {
  return Object.fromEntries(applicableSteps(wizard, answers).map((step) => [step.id, answers[step.id] ?? {}]));
}

/** The provider the answers chose, if any. */
export function chosenProvider(wizard: CareWizard, answers: WizardAnswers): number | undefined {
  const value = answers[wizard.provider.step]?.[wizard.provider.field];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
