/** What shows while a screen's chunk or data is on its way: never a blank area (UX.md). */
import { useTranslation } from 'react-i18next';

export function LoadingPanel() {
  const { t } = useTranslation();
  return (
    <div className="loading-panel" role="status" aria-live="polite">
      <span className="loading-panel__spinner" aria-hidden="true" />
      {t('ui.loading')}
    </div>
  );
}
