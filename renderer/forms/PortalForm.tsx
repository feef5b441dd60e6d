/**
 * A form document rendered by RJSF (issue 3): translated titles, CSP-safe validation with the
 * portal's messages, errors beside the fields and summarised on top, submission through RTK
 * Query to the document's endpoint, and the document's success action. While a submit runs (the
 * captcha's proof of work included) the submit button keeps the focus and ignores clicks (BusyButton).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { isSecondFactorStep, secondFactorPath, type SecondFactorState } from '../app/secondFactorStep';
import type { FormDocument } from '../../generated/config-types';
import { describeApiError } from '../api/apiError';
import { fillEndpoint, useSubmitFormMutation } from '../api/formsApi';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectSessionUser } from '../app/sessionSlice';
import { PortalLink, usePortalNavigate } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';
import { BusyButton, busyButtonProps } from '../ui/BusyButton';
import { useOnwardTarget } from '../routing/useOnwardTarget';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { FormSuccess } from './FormSuccess';
import { keepTypedBeforeHydration } from './keepTypedBeforeHydration';
import { formTemplates, formWidgets } from './formTheme';
import { allValidators, confirmedValidator, createFormValidator, loadCommonPasswords, newPasswordFields, passwordNotEmailValidator } from './formValidator';
import { fieldPath, translateErrors } from './translateErrors';
import { translateSchema, translateUiSchema } from './translateForm';
import { fieldNameForms } from '../domain/format/withArticle';
// Types only (erased): the modules themselves are loaded on first focus (loadSubmitCode).
import type { accountsApi } from '../api/accountsApi';
import type { completeLogin } from '../app/loginFlow';

/**
 * What only a submit uses (the captcha challenge, completing a login), loaded when the patient
 * first focuses the form rather than with the page: a form's first paint and hydration do without it.
 */
type SubmitCode = { accountsApi: typeof accountsApi; completeLogin: typeof completeLogin };
let submitCode: Promise<SubmitCode> | undefined;
function loadSubmitCode(): Promise<SubmitCode> {
  submitCode ??= Promise.all([import('../api/accountsApi'), import('../app/loginFlow')])
    .then(([api, login]) => ({ accountsApi: api.accountsApi, completeLogin: login.completeLogin }))
    .catch((error: unknown) => {
      // Offline for a moment: the next focus or submit tries again.
      submitCode = undefined;
      throw error;
    });
  return submitCode;
}

type Data = Record<string, unknown>;

/** The server's answer asking this submit to come again with a solved captcha. */
const CAPTCHA_REQUIRED = 'RC002';

const NO_CONST_DEFAULTS = { constAsDefaults: 'never' } as const;

const toErrorSchema = (fieldErrors: Record<string, string[]>): ErrorSchema =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, errors]) => [field, { __errors: errors }])) as ErrorSchema;

export interface PortalFormProps {
  form: FormDocument;
  /** Merged into the submitted data (e.g. the token of a token link). */
  extraBody?: Data;
  /** Replaces the document's success action, for screens that go on in place (the reservation steps). */
  onSubmitted?: (answer: Record<string, unknown> | null, data: Data) => void | Promise<void>;
  /** Told the catalogue code of a failed submit (e.g. to reload what the failure made stale). */
  onFailed?: (code: string) => void;
  /** Error codes that concern one field (U030 → birthDate): shown beside it as well as on top. */
  codeFields?: Record<string, string>;
  /**
   * Sends the data instead of the document's endpoint (a screen that wraps the answers in a
   * request of its own, the care request); rejects with the API's error as unwrap() does.
   */
  send?: (data: Data) => Promise<Record<string, unknown> | null>;
  /** Drawn inside the form above its submit button (the care request's documents). */
  beforeSubmit?: ReactNode;
  /** What the fields hold at first (a relative's details being changed); empty when absent. */
  initialData?: Data;
  /** Drawn beside the submit button, after it (a way out of a form that changes something in place). */
  besideSubmit?: ReactNode;
  /** Told every change of the data (a wizard keeps each step's answers as they are typed). */
  onChange?: (data: Data) => void;
}

export function PortalForm({ form, extraBody, onSubmitted, onFailed, codeFields, send: sendData, beforeSubmit, initialData, besideSubmit, onChange }: PortalFormProps) {
  const translation = useTranslation();
  const { t } = translation;
  const [formData, setFormData] = useState<Data>(() => initialData ?? {});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [serverFieldErrors, setServerFieldErrors] = useState<ErrorSchema | undefined>();

  const fail = (items: SummaryItem[]) => {
    setSummary(items);
    setAttempt((n) => n + 1);
  };
  const { onSubmit, busy, checking, succeeded } = useFormSubmit({ form, extraBody, onSubmitted, onFailed, codeFields, sendData, translation, setServerFieldErrors, setSummary, fail });
  const accountEmail = useAppSelector(selectSessionUser)?.email;
  const { schema, uiSchema, validator, i18nErrors, customValidate } = useTranslatedForm(form, busy, translation, accountEmail);
  const setsPassword = useMemo(() => newPasswordFields(schema).length > 0, [schema]);

  /** A server's complaint about a field (e.g. an address already taken) holds until that field is changed. */
  const change = (next: Data) => {
    setServerFieldErrors((errors) => {
      if (!errors) return errors;
      const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => next[field] === formData[field]));
      return Object.keys(kept).length > 0 ? (kept as ErrorSchema) : undefined;
    });
    setFormData(next);
    onChange?.(next);
  };

  // Once, when the form is first drawn: a server-rendered form may hold what was typed before hydration.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fields.current) keepTypedBeforeHydration(fields.current);
  }, []);

  if (succeeded && form.onSuccess.message) return <FormSuccess message={t(form.onSuccess.message)} />;

  const focused = () => {
    void loadSubmitCode().catch(() => undefined);
    if (setsPassword) void loadCommonPasswords().catch(() => undefined);
  };

  return (
    <div ref={fields} className="portal-form" onFocus={focused}>
      <ErrorSummary items={summary} attempt={attempt} />
      {checking ? (
        <p className="portal-form__checking" role="status" data-testid="captcha-checking">
          {t('ui.account.captchaChecking')}
        </p>
      ) : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        templates={formTemplates}
        widgets={formWidgets}
        // After a failed submit each change is checked again, so a corrected field loses its
        // message and aria-invalid at once; before it, nobody is told off for an untouched field.
        liveValidate={attempt > 0 ? 'onChange' : undefined}
        onChange={(event) => change((event.formData ?? {}) as Data)}
        onSubmit={(event) => void onSubmit((event.formData ?? {}) as Data)}
        onError={(errors: RJSFValidationError[]) => fail(errors.map((e) => ({ field: fieldPath(e.property).split('.')[0], message: e.message ?? e.stack })))}
        transformErrors={(errors) => translateErrors(errors, schema as never, i18nErrors)}
        customValidate={customValidate}
        extraErrors={serverFieldErrors}
        showErrorList={false}
        // A `const: true` consent box (terms, privacy) must start unticked: the visitor ticks it.
        experimental_defaultFormStateBehavior={NO_CONST_DEFAULTS}
        noHtml5Validate
      >
        {beforeSubmit === undefined && besideSubmit === undefined ? undefined : (
          <>
            {beforeSubmit}
            <div className={besideSubmit === undefined ? undefined : 'button-row'}>
              <BusyButton type="submit" className="btn btn-info" busy={busy}>
                {t(form.submit.label ?? 'ui.form.submit')}
              </BusyButton>
              {besideSubmit}
            </div>
          </>
        )}
      </Form>
      <FormLinks links={form.links} />
    </div>
  );
}

/** What useTranslation gives: the texts' function and the i18n instance (its language). */
type Translation = ReturnType<typeof useTranslation>;

/**
 * The form document in the page's language, for RJSF: the schema and ui schema with translated
 * titles (the submit button marked busy, not disabled, while busy: it keeps the focus; BusyButton), the validator, its messages, and the checks
 * across fields: confirmation fields match, a new password is not the email address.
 */
function useTranslatedForm(form: FormDocument, busy: boolean, { t, i18n }: Translation, accountEmail: string | undefined) {
  const lng = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lng: the texts are translated again when the language changes, whether or not t is a new function then.
  const schema = useMemo(() => translateSchema(form.schema as RJSFSchema, (k) => t(k)), [form, t, lng]);
  const uiSchema = useMemo(
    () => ({ ...translateUiSchema(form.uiSchema, (k) => t(k)), 'ui:submitButtonOptions': { submitText: t(form.submit.label ?? 'ui.form.submit'), props: busyButtonProps(busy) } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lng: as for the schema above.
    [form, t, lng, busy],
  );
  const validator = useMemo(() => createFormValidator(schema), [schema]);
  const i18nErrors = useMemo(() => ({ t: (k: string, o?: Record<string, unknown>) => t(k, o), exists: (k: string) => i18n.exists(k), language: lng }), [t, i18n, lng]);
  const customValidate = useMemo(() => {
    const labelOf = (field: string) => (schema.properties?.[field] as { title?: string } | undefined)?.title ?? field;
    return allValidators(
      confirmedValidator(schema, (field) => t('validation.confirmed', { ...fieldNameForms(labelOf(field), lng) })),
      passwordNotEmailValidator(schema, accountEmail, () => t('validation.passwordLikeEmail')),
    );
  }, [schema, t, lng, accountEmail]);
  return { schema, uiSchema, validator, i18nErrors, customValidate };
}

interface FormSubmitOptions extends Pick<PortalFormProps, 'form' | 'extraBody' | 'onSubmitted' | 'onFailed' | 'codeFields'> {
  sendData: PortalFormProps['send'];
  translation: Translation;
  /** Shows the server's complaints beside their fields (undefined: none). */
  setServerFieldErrors: (errors: ErrorSchema | undefined) => void;
  setSummary: (items: SummaryItem[]) => void;
  /** Shows a failed submit's messages on top. */
  fail: (items: SummaryItem[]) => void;
}

/**
 * The form's submit: through the screen's own sender or to the document's endpoint (with a solved
 * captcha where the document or the server asks for one), then the screen's or the document's
 * success action; a failure is shown beside the fields and on top.
 */
function useFormSubmit({ form, extraBody, onSubmitted, onFailed, codeFields, sendData, translation, setServerFieldErrors, setSummary, fail }: FormSubmitOptions) {
  const params = useParams();
  const { search } = useLocation();
  const navigate = usePortalNavigate();
  const onward = useOnwardTarget();
  const dispatch = useAppDispatch();
  const [submit, { isLoading }] = useSubmitFormMutation();
  const [succeeded, setSucceeded] = useState(false);
  const [checking, setChecking] = useState(false);
  // A screen's own sender (send) is not the submit mutation: its run is tracked here.
  const [sending, setSending] = useState(false);

  /**
   * The `captcha` field for forms that need one, and for a retry the server asked for (RC002: a
   * login to an account under attack): a fresh challenge solved in the browser.
   */
  const captchaField = async (asked = false): Promise<Data> => {
    if (!form.submit.captcha && !asked) return {};
    setChecking(true);
    try {
      const { accountsApi } = await loadSubmitCode();
      const challenge = await dispatch(accountsApi.endpoints.getCaptchaChallenge.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      const { solveCaptcha } = await import('./captchaAnswer');
      const answer = await solveCaptcha(challenge);
      return answer ? { captcha: answer } : {};
    } finally {
      setChecking(false);
    }
  };

  // One submit at a time: the busy button ignores clicks, and this catches any other way in.
  const running = useRef(false);
  const onSubmit = async (data: Data) => {
    if (running.current) return;
    running.current = true;
    setServerFieldErrors(undefined);
    try {
      const send = async (asked: boolean) => {
        if (sendData) {
          setSending(true);
          return sendData({ ...data, ...extraBody }).finally(() => setSending(false));
        }
        const body = { ...data, ...extraBody, ...(await captchaField(asked)) };
        return (await submit({ endpoint: fillEndpoint(form.submit.endpoint, params), method: form.submit.method, body }).unwrap()) as Record<string, unknown> | null;
      };
      const answer = await send(false).catch((error: unknown) => {
        if (!form.submit.captcha && (error as { data?: { code?: unknown } } | undefined)?.data?.code === CAPTCHA_REQUIRED) return send(true);
        throw error;
      });
      setSummary([]);
      if (onSubmitted) {
        await onSubmitted(answer, data);
        return;
      }
      const { action, to } = form.onSuccess;
      // An account with a second factor: the password gave the step after it, not a session.
      if (action === 'login' && isSecondFactorStep(answer)) {
        navigate(secondFactorPath(search), { state: { step: answer.secondFactor, to: to ?? '/' } satisfies SecondFactorState });
        return;
      }
      if (action === 'login' && typeof answer?.token === 'string') {
        const { completeLogin } = await loadSubmitCode();
        const target = await completeLogin(dispatch, { token: answer.token, refresh_token: typeof answer.refresh_token === 'string' ? answer.refresh_token : undefined });
        navigate(onward(target === '/' ? (to ?? '/') : target));
        return;
      }
      // A new password on an account with a second factor signs in with it, on the login page.
      if (action === 'login') {
        navigate('/login');
        return;
      }
      if (action === 'message') setSucceeded(true);
      else navigate(to ?? '/');
    } catch (error) {
      const failure = describeFailure(error, translation, codeFields);
      onFailed?.(failure.code);
      setServerFieldErrors(failure.fieldErrors);
      fail(failure.items);
    } finally {
      running.current = false;
    }
  };

  return { onSubmit, busy: isLoading || checking || sending, checking, succeeded };
}

/** A failed submit as the form shows it: its catalogue code, the errors beside the fields, and the summary's items. */
function describeFailure(error: unknown, { t, i18n }: Translation, codeFields: Record<string, string> | undefined) {
  const described = describeApiError(error as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
  // A code about one field is listed once, as that field's error, rather than twice.
  const codeField = Object.keys(described.fieldErrors).length === 0 ? codeFields?.[described.code] : undefined;
  if (codeField) described.fieldErrors[codeField] = [described.message];
  return {
    code: described.code,
    fieldErrors: Object.keys(described.fieldErrors).length > 0 ? toErrorSchema(described.fieldErrors) : undefined,
    items: [...(codeField ? [] : [{ message: described.message }]), ...Object.entries(described.fieldErrors).flatMap(([field, messages]) => messages.map((message) => ({ field, message })))],
  };
}

/** The form document's links (forgotten password, registration), those the visitor may follow. */
function FormLinks({ links }: { links: FormDocument['links'] }) {
  const { t } = useTranslation();
  const allowed = useLinkAllowed();
  const shown = (links ?? []).filter((link) => allowed(link.to));
  if (shown.length === 0) return null;
  return (
    <ul className="portal-form__links">
      {shown.map((link) => (
        <li key={link.to}>
          <PortalLink to={link.to}>{t(link.label)}</PortalLink>
        </li>
      ))}
    </ul>
  );
}
