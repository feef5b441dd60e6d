/**
 * A form field whose answer is a provider (`"ui:widget": "provider"`, an integer id): a select of
 * the providers GET /api/map/providers lists, named with their town, sorted by name in the
 * reader's language. While they load the select says so and is disabled; when they cannot be
 * loaded the field says so and offers to try again (the form's own check then asks for a choice).
 * Its texts are the care screens' (care.providerSelect), the only forms that choose a provider.
 */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { useGetMapProvidersQuery } from '../api/providerDetailsApi';
import { fieldAria } from './fieldAria';

const idOf = (event: ChangeEvent<HTMLSelectElement>): number | undefined => (event.target.value === '' ? undefined : Number(event.target.value));

export function ProviderSelect(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { t, i18n } = useTranslation();
  const { data, isError, isFetching, refetch } = useGetMapProvidersQuery();
  const providers = [...(data?.providers ?? [])].sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const loading = !data && !isError;
  return (
    <>
      <select
        id={id}
        name={htmlName || id}
        className="form-control"
        value={typeof value === 'number' ? String(value) : ''}
        required={required}
        disabled={disabled || readonly || loading}
        onChange={(event) => onChange(idOf(event))}
        onBlur={(event) => onBlur(id, idOf(event))}
        onFocus={(event) => onFocus(id, idOf(event))}
        {...fieldAria(props)}
      >
        <option value="">{loading ? t('care.providerSelect.loading') : t('care.providerSelect.choose')}</option>
        {providers.map((provider) => (
          <option key={provider.id} value={String(provider.id)}>
            {provider.city ? `${provider.name} (${provider.city})` : provider.name}
          </option>
        ))}
      </select>
      {isError ? (
        <p className="field__error" role="alert" data-testid="provider-select-error">
          {t('care.providerSelect.error')}{' '}
          <button type="button" className="text-button" disabled={isFetching} onClick={() => void refetch()}>
            {t('care.providerSelect.retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}
