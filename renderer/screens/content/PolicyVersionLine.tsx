/**
 * The version line of a legal document (a content page's `policy` block): which version of the
 * brand's policy document is in force and since when, read from brand.json's policy object as
 * /api/config answers it, so the page and what users accept never disagree. The date is shown
 * in the visitor's format (spec section 9) and carried in <time> for machines.
 */
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { useConfig } from '../../app/useConfig';
import { formatDate } from '../../domain/format/format';

export function PolicyVersionLine({ policy, text }: { policy: NonNullable<ContentBlock['policy']>; text: string }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { version, effectiveFrom } = useConfig()[policy];
  return (
    <p className="content__policy" data-testid="policy-version" data-policy={policy}>
      <time dateTime={effectiveFrom}>{t(text, { version, date: formatDate(effectiveFrom, locale) })}</time>
    </p>
  );
}
