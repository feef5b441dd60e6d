/**
 * A patient's request for a care service: the service's form document rendered by the portal's
 * RJSF form (errors beside the fields and summarised on top), the documents where the service
 * takes them, then POST /api/care-items with the answers. The server checks the answers against
 * the same form document; its violations name `/answers/<field>`, shown beside the field. A
 * refusal (RM codes: inactive subscription, not covered …) is summarised with its catalogue text.
 * After success the form starts afresh and the confirmation takes the focus.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDocument } from '../../../generated/config-types';
import { useCreateCareItemMutation, type CareItem } from '../../api/careApi';
import { nextStepKey } from '../../care/careLabels';
import { careForm, SPECIALTY_FIELD } from '../../care/careForm';
import type { CareOfService, CareUploads as UploadRules } from '../../domain/care/careOfService';
import { PortalForm } from '../../forms/PortalForm';
import { ForWhomField } from '../../relatives/ForWhomField';
import { useBookableRelatives } from '../../relatives/useBookableRelatives';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { CareUploads, type UploadsState } from '../care/CareUploads';

interface Props {
  serviceKey: string;
  care: CareOfService;
  form: FormDocument;
  uploads: { page: string; rules: UploadRules } | null;
}

type ApiFailure = { data?: { violations?: Array<{ field?: string }> } };

/** The server's violations of the answers name `/answers/<field>`; the form knows the field as `<field>`. */
export function answersViolations(error: unknown): unknown {
  const failure = error as ApiFailure | undefined;
  const violations = failure?.data?.violations;
  if (!Array.isArray(violations)) return error;
  return { ...failure, data: { ...failure!.data, violations: violations.map((v) => (typeof v.field === 'string' ? { ...v, field: v.field.replace(/^\/answers(?=\/)/, '') } : v)) } };
}

export function CareRequest({ serviceKey, care, form, uploads }: Props) {
  const { t } = useTranslation();
  const [create] = useCreateCareItemMutation();
  const [files, setFiles] = useState<UploadsState>({ ids: [], busy: false });
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const shaped = useMemo(() => careForm(form, care), [form, care]);
  const relatives = useBookableRelatives();
  const [relativeId, setRelativeId] = useState<number | null>(null);
  const onFiles = useCallback((state: UploadsState) => setFiles(state), []);

  const send = async (data: Record<string, unknown>) => {
    setOutcome(null);
    // A file still on its way would be left out of the request without a word.
    if (files.busy) throw { status: 'CUSTOM_ERROR', data: { code: 'care.uploadsBusy', message: t('care.uploads.wait') } };
    // A claim needs its invoices: the server refuses it without them, so the form says so first.
    const fewest = uploads?.rules.minFiles ?? 0;
    if (files.ids.length < fewest) throw { status: 'CUSTOM_ERROR', data: { code: 'care.uploadsTooFew', message: t('care.uploads.tooFew', { min: fewest }) } };
    const specialty = typeof data[SPECIALTY_FIELD] === 'string' ? (data[SPECIALTY_FIELD] as string) : undefined;
    try {
      const item = await create({
        service: serviceKey,
        ...(specialty ? { specialty } : {}),
        answers: data,
        ...(files.ids.length > 0 ? { uploadIds: files.ids } : {}),
        ...(relativeId !== null ? { relativeId } : {}),
      }).unwrap();
      return item as unknown as Record<string, unknown>;
    } catch (error) {
      throw answersViolations(error);
    }
  };

  const sent = (answer: Record<string, unknown> | null) => {
    const item = answer as unknown as CareItem | null;
    setOutcome({ kind: 'success', message: `${t('care.request.sent')} ${item ? t(nextStepKey(item)) : ''}`.trim(), at: Date.now() });
    setFiles({ ids: [], busy: false });
    setRelativeId(null);
    setRound((n) => n + 1);
  };

  return (
    <div className="care-request" data-testid="care-request">
      <ActionOutcome outcome={outcome} testId="care-request" />
      <PortalForm
        key={round}
        form={shaped}
        send={send}
        onSubmitted={sent}
        beforeSubmit={
          <>
            <ForWhomField name="care-for-whom" relatives={relatives} value={relativeId} onChange={setRelativeId} />
            {uploads ? <CareUploads page={uploads.page} rules={uploads.rules} onChange={onFiles} /> : null}
          </>
        }
      />
    </div>
  );
}
