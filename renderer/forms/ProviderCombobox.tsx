/**
 * A form field whose answer is a provider (`"ui:widget": "provider"`, an integer id): a combobox
 * (renderer/ui/Combobox.tsx) of the providers GET /api/map/providers lists, about 300, sorted by
 * name in the reader's language and found by typing part of a name or a town. While they load
 * the box says so and is disabled; when they cannot be loaded the field says so and offers to try
 * again (the form's own check then asks for a choice; after a retry the focus goes to the box, or
 * back to the retry). Its texts are the care screens'
 * (care.providerSelect), the only forms that choose a provider.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { useGetMapProvidersQuery } from '../api/providerDetailsApi';
import { BusyButton } from '../ui/BusyButton';
import { Combobox } from '../ui/Combobox';
import { useFocusIfLost } from '../ui/focusRescue';
import type { ComboOption } from '../ui/comboboxOptions';
import { fieldAria } from './fieldAria';

const idOf = (value: string | null): number | undefined => (value === null ? undefined : Number(value));

export function ProviderCombobox(props: WidgetProps) {
  const { id, htmlName, label, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { t, i18n } = useTranslation();
  const { data, isError, isFetching, refetch } = useGetMapProvidersQuery();
  const options = useMemo<ComboOption[]>(
    () =>
      [...(data?.providers ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
        .map((provider) => ({ value: String(provider.id), label: provider.name, ...(provider.city ? { detail: provider.city } : {}) })),
    [data, i18n.language],
  );
  const loading = !data && !isError;
  // A retry takes the error and its button away: the focus goes to the box once the list is
  // there, or back to the retry when it failed again.
  const retry = useRef<HTMLButtonElement>(null);
  useFocusIfLost(data ? 'ready' : isError ? 'error' : 'loading', () => (data ? document.getElementById(id) : isError ? retry.current : null));
  return (
    <>
      <Combobox
        id={id}
        name={htmlName || id}
        options={options}
        value={typeof value === 'number' ? String(value) : null}
        onChange={(next) => onChange(idOf(next))}
        onBlur={(next) => onBlur(id, idOf(next))}
        onFocus={(next) => onFocus(id, idOf(next))}
        required={required}
        disabled={disabled || readonly || loading}
        placeholder={loading ? t('care.providerSelect.loading') : t('care.providerSelect.search')}
        noMatch={t('care.providerSelect.noMatch')}
        matches={(count) => t('care.providerSelect.matches', { count })}
        listLabel={label}
        {...fieldAria(props)}
      />
      {isError ? (
        <p className="field__error" role="alert" data-testid="provider-select-error">
          {t('care.providerSelect.error')}{' '}
          <BusyButton ref={retry} className="text-button" busy={isFetching} onClick={() => void refetch()}>
            {t('care.providerSelect.retry')}
          </BusyButton>
        </p>
      ) : null}
    </>
  );
}
