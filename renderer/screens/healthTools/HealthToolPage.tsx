/**
 * A health tool's page (a service whose document has a `healthTool` object; see ServiceScreen.tsx):
 * what the tool tells and its published source, the questions as the tool's form document, and
 * the result scored in the browser by the module the API uses (renderer/healthTools/), so a
 * person's health figures never leave the device. An answer that needs its advice at once (urgent
 * symptoms, a condition the instrument is not for) has it under the question as soon as it is
 * chosen (HealthToolForm). An answer the instrument cannot score (an age outside its range, an
 * implausible measurement) is said beside the field after a submit, with what was typed kept.
 * Every result says it is not a diagnosis and shows the doctor line. The texts travel as a part
 * of their own, the page's tool's alone (texts/healthTools/<instrument>/<lng>): another tool's page
 * loads its own.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandDocument, HealthCheckRecord, HealthCheckRequest, HealthTool } from '../../../generated/config-types';
import { useKeepHealthCheckMutation } from '../../api/healthChecksApi';
import { parseDecimal } from '../../../schemas/vocabulary';
import { useBundle } from '../../app/bundle';
import { formPartKey, healthToolTextsKey } from '../../domain/brand/bundleParts';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { selectLocale } from '../../app/uiSlice';
import { formatNumbers } from '../../domain/format/formatNumber';
import { scoreHealthCheck, type HealthCheckOutcome } from '../../domain/healthTools/healthCheck';
import { scoreLifesSimple7, type Ls7Outcome } from '../../domain/healthTools/lifesSimple7';
import { scorePss10, type Pss10Outcome } from '../../domain/healthTools/pss10';
import { assessScore2, type Score2Outcome } from '../../domain/healthTools/score2';
import { score2RegionOf } from '../../domain/healthTools/score2Region';
import { scoreWorkFamilyConflict, type WfcOutcome } from '../../domain/healthTools/workFamilyConflict';
import type { ScreenProps } from '../../routing/routeEntry';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { UrgentCare } from '../../ui/UrgentCare';
import { HealthCheckResultPanel } from './HealthCheckResultPanel';
import { HealthToolForm } from './HealthToolForm';
import { KeptHealthChecks } from './KeptHealthChecks';
import { Ls7ResultPanel } from './Ls7ResultPanel';
import { Pss10ResultPanel } from './Pss10ResultPanel';
import { Score2ResultPanel } from './Score2ResultPanel';
import { WfcResultPanel } from './WfcResultPanel';
import './healthTools.css';

export interface HealthToolPageProps extends ScreenProps {
  serviceKey: string;
  tool: HealthTool;
}

type Data = Record<string, unknown>;

/** The form's answers as the model's inputs: measurements ("5,2" or "5.2") as numbers, yes/no as booleans. */
function score2Input(data: Data) {
  return {
    age: Number(data.age),
    sex: data.sex === 'female' ? ('female' as const) : ('male' as const),
    smoker: data.smoker === 'yes',
    systolicBloodPressure: parseDecimal(data.systolicBloodPressure),
    totalCholesterol: parseDecimal(data.totalCholesterol),
    hdlCholesterol: parseDecimal(data.hdlCholesterol),
    knownConditions: data.knownConditions === 'yes',
  };
}

/** A result of the page's instrument, kept with the instrument that scored it. */
type Scored =
  | { instrument: 'score2'; outcome: Score2Outcome }
  | { instrument: 'pss10'; outcome: Pss10Outcome }
  | { instrument: 'wfc'; outcome: WfcOutcome }
  | { instrument: 'ls7'; outcome: Ls7Outcome }
  | { instrument: 'healthCheck'; outcome: HealthCheckOutcome };
type ResultOf<O> = Extract<O, { ok: true }> extends { result: infer R } ? R : never;
type Result =
  | { instrument: 'score2'; result: ResultOf<Score2Outcome> }
  | { instrument: 'pss10'; result: ResultOf<Pss10Outcome> }
  | { instrument: 'wfc'; result: ResultOf<WfcOutcome> }
  | { instrument: 'ls7'; result: ResultOf<Ls7Outcome> }
  | { instrument: 'healthCheck'; result: ResultOf<HealthCheckOutcome>; kept?: HealthCheckRecord };

/** The answers scored by the page's instrument, in the browser (SCORE2 with the brand's risk region). */
function score(instrument: HealthTool['instrument'], data: Data, brand: Pick<BrandDocument, 'country' | 'healthTools'>): Scored {
  switch (instrument) {
    case 'score2':
      return { instrument: 'score2', outcome: assessScore2({ ...score2Input(data), region: score2RegionOf(brand) }) };
    case 'pss10':
      return { instrument: 'pss10', outcome: scorePss10(data) };
    case 'wfc':
      return { instrument: 'wfc', outcome: scoreWorkFamilyConflict(data) };
    case 'ls7':
      return { instrument: 'ls7', outcome: scoreLifesSimple7(data) };
    case 'healthCheck':
      return { instrument: 'healthCheck', outcome: scoreHealthCheck(data) };
  }
}

function Page({ route, serviceKey, tool }: HealthToolPageProps) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const locale = useAppSelector(selectLocale);
  // A logged-in patient's health checks are kept, to compare with the next; a visitor's never leave the device.
  const user = useAppSelector(selectSessionUser);
  const keeps = tool.instrument === 'healthCheck' && user !== null;
  const [keep] = useKeepHealthCheckMutation();
  const [result, setResult] = useState<Result | null>(null);
  const [round, setRound] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // A new result takes the focus, so it is read out and in view on a phone.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result, round]);

  const send = async (data: Data): Promise<Record<string, unknown>> => {
    const { instrument, outcome } = score(tool.instrument, data, brand);
    if (outcome.ok && keeps) {
      // The server scores it again with the same module, and keeps it; its refusals read as ours.
      const record = await keep(data as unknown as HealthCheckRequest).unwrap();
      return { instrument: 'healthCheck', result: record.result, kept: record };
    }
    if (outcome.ok) return { instrument, result: outcome.result };
    // Said as the API says it (RX444 with a violation per field), so the form shows it beside the field.
    const violations = outcome.refusals.map(({ field, reason, ...limits }) => ({
      field: `/${field}`,
      message: t(`healthTools.${instrument}.refusal.${reason}`, formatNumbers(limits, locale)),
    }));
    // The form shows each violation beside its field and in its summary, not the answer's message.
    throw { status: 422, data: { code: 'RX444', message: violations[0]?.message ?? '', violations } };
  };

  return (
    <div className="screen health-tool" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="health-tool__lead">{t(tool.description)}</p>
      <p className="health-tool__source">
        {t('healthTools.page.sourceLabel')} {t(tool.source)}
      </p>
      {tool.instrument === 'healthCheck' ? <p className="health-tool__kept" data-testid="health-check-kept-note">{t(keeps ? 'healthTools.healthCheck.history.kept' : 'healthTools.healthCheck.history.notKept')}</p> : null}
      <BundlePartGate kind="form" partKey={formPartKey(tool.form)} missing={() => <p className="panel panel--notice" data-testid="health-tool-unavailable">{t('healthTools.page.unavailable')}</p>}>
        {({ form }) => (
          <section className="health-tool__form" aria-labelledby="health-tool-form-title">
            <h2 id="health-tool-form-title">{t(form.title)}</h2>
            <HealthToolForm
              instrument={tool.instrument}
              form={form}
              send={send}
              onFailed={() => setResult(null)}
              onSubmitted={(answer) => {
                setResult(answer as unknown as Result);
                setRound((n) => n + 1);
              }}
            />
          </section>
        )}
      </BundlePartGate>
      {result?.instrument === 'score2' ? <Score2ResultPanel result={result.result} tool={tool} headingRef={resultHeading} /> : null}
      {result?.instrument === 'pss10' ? <Pss10ResultPanel result={result.result} tool={tool} headingRef={resultHeading} /> : null}
      {result?.instrument === 'wfc' ? <WfcResultPanel result={result.result} tool={tool} headingRef={resultHeading} /> : null}
      {result?.instrument === 'ls7' ? <Ls7ResultPanel result={result.result} tool={tool} headingRef={resultHeading} /> : null}
      {keeps ? <KeptHealthChecks current={result?.instrument === 'healthCheck' ? (result.kept ?? null) : null} tool={tool} headingRef={resultHeading} /> : null}
      {!keeps && result?.instrument === 'healthCheck' ? <HealthCheckResultPanel result={result.result} tool={tool} headingRef={resultHeading} /> : null}
      <p className="health-tool__not-diagnosis" data-testid="health-tool-not-diagnosis">{t('healthTools.page.notDiagnosis')}</p>
      <UrgentCare />
    </div>
  );
}

export default function HealthToolPage(props: HealthToolPageProps) {
  const locale = useAppSelector(selectLocale);
  // As NamespaceTexts, with the tool's share of the namespace only: the page inlines it for its
  // first route, and a move to another tool loads that tool's before its page shows.
  return (
    <BundlePartGate kind="texts" partKey={healthToolTextsKey(props.tool.instrument, locale)} missing={() => <Page {...props} />}>
      {() => <Page {...props} />}
    </BundlePartGate>
  );
}
