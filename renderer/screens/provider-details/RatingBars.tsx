/**
 * A clinic's ratings per category (spec §2: waiting, care conditions, staff preparedness,
 * behaviour, overall) as bars. The value is written out ("4,3 / 5, 120 ratings"); the bar, drawn
 * with theme colours, is decoration for sighted readers, so colour is never the only signal.
 */
import { useTranslation } from 'react-i18next';
import type { Rating, RatingCategory } from '../../api/providerDetailsApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { ratingDisplay, RATING_MAX } from '../../providerDetails/ratingDisplay';

export const RATING_CATEGORIES: RatingCategory[] = ['overall', 'waiting', 'careConditions', 'staffPreparedness', 'behaviour'];

export function RatingBars({ ratings }: { ratings: Record<RatingCategory, Rating> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <dl className="rating-bars" data-testid="rating-bars">
      {RATING_CATEGORIES.map((category) => {
        const shown = ratingDisplay(ratings[category], locale);
        return (
          <div key={category} className="rating-bars__row" data-rating={category}>
            <dt>{t(`providers.ratings.${category}`)}</dt>
            <dd>
              <span className="rating-bars__track" aria-hidden="true">
                <span className="rating-bars__fill" style={{ width: `${shown.percent}%` }} />
              </span>
              <span className="rating-bars__value">
                {shown.empty
                  ? t('providers.ratings.none')
                  : t('providers.ratings.value', { value: shown.value, max: RATING_MAX, count: shown.count })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
