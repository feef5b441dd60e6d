/**
 * "Who is this for?" above a booking's or a care request's send button (issue 13, relatives):
 * the patient themself or one of their listed relatives, as radio buttons (one tap each, read out
 * as one group). Shown only when there is a relative to choose; the choice goes with the request
 * as `relativeId`.
 */
import { useTranslation } from 'react-i18next';
import type { Relative } from '../../generated/config-types';
import { RELATIVES_NAMESPACE } from '../domain/brand/bundleParts';
import { NamespaceTexts } from '../ui/NamespaceTexts';

interface ForWhomFieldProps {
  /** Names the radio group: one field per form. */
  name: string;
  relatives: Relative[];
  /** The chosen relative's id; null: the patient themself. */
  value: number | null;
  onChange(relativeId: number | null): void;
}

export function ForWhomField(props: ForWhomFieldProps) {
  if (props.relatives.length === 0) return null;
  // Its texts are the relatives page's (a texts part of their own), loaded once there is someone to choose.
  return (
    <NamespaceTexts namespace={RELATIVES_NAMESPACE}>
      <ForWhomChoice {...props} />
    </NamespaceTexts>
  );
}

function ForWhomChoice({ name, relatives, value, onChange }: ForWhomFieldProps) {
  const { t } = useTranslation();
  const options: Array<{ id: number | null; label: string }> = [{ id: null, label: t('relatives.forWhom.myself') }, ...relatives.map((r) => ({ id: r.id, label: r.name }))];
  return (
    <fieldset className="for-whom" data-testid="for-whom">
      <legend>{t('relatives.forWhom.legend')}</legend>
      {options.map((option) => (
        <label key={option.id ?? 'self'} className="for-whom__option choice">
          <input type="radio" name={name} value={option.id ?? ''} checked={value === option.id} onChange={() => onChange(option.id)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The term and value a booking's or a care item's facts (a details-list) start with when it is for a relative. */
export function ForWhomFacts({ relative }: { relative: { name: string } | null | undefined }) {
  const { t } = useTranslation();
  if (!relative) return null;
  // The one word travels in the shell: a texts part would put its loading panel inside the list.
  return (
    <>
      <dt>{t('ui.forWhomTerm')}</dt>
      <dd data-testid="for-whom-name">{relative.name}</dd>
    </>
  );
}
