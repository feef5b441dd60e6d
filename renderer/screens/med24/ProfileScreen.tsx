/**
 * The paid-variant customer's profile (/med24/profile): the login email, personal data and billing
 * address the invoices of their card payments carry, with the way to edit them and to change the
 * login email, and the way to the settings (the language of the portal and of mails, which mails
 * come; issue 33). A profile that lacks what a payment needs says so first and leads to completing it.
 * Loading and an error with a retry say so in place.
 */
import { useTranslation } from 'react-i18next';
import type { Med24Profile } from '../../../generated/config-types';
import { useGetProfileQuery } from '../../api/med24Api';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import '../appointments/appointments.css';
import './med24.css';

function Fact({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId} className={value ? undefined : 'med24-facts__missing'}>{value ?? t('med24.profile.notGiven')}</dd>
    </>
  );
}

function ProfileFacts({ profile }: { profile: Med24Profile }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const name = [profile.lastName, profile.firstName].filter(Boolean).join(' ');
  const addressLines = [profile.billingAddress, profile.billingAddress2].filter(Boolean).join(', ');
  const place = [profile.billingZip, profile.billingCity].filter(Boolean).join(' ');
  return (
    <>
      <section className="panel med24-subscription" aria-labelledby="med24-profile-personal">
        <h2 id="med24-profile-personal">{t('med24.profile.personal')}</h2>
        <dl className="med24-facts">
          <Fact label={t('med24.profile.name')} value={name || undefined} testId="profile-name" />
          <Fact label={t('med24.profile.birthDate')} value={profile.birthDate ? formatDate(profile.birthDate, locale) : undefined} testId="profile-birth-date" />
          <Fact label={t('med24.profile.phone')} value={profile.phone} testId="profile-phone" />
          <Fact label={t('med24.profile.email')} value={profile.email} testId="profile-email" />
        </dl>
        <p>
          <PortalLink className="standalone-link" to="/change-email">{t('med24.profile.changeEmail')}</PortalLink>
        </p>
        <p>
          <PortalLink className="standalone-link" to="/profile">{t('med24.profile.settings')}</PortalLink>
        </p>
      </section>
      <section className="panel med24-subscription" aria-labelledby="med24-profile-billing">
        <h2 id="med24-profile-billing">{t('med24.profile.billing')}</h2>
        <dl className="med24-facts">
          <Fact label={t('med24.profile.name')} value={profile.billingName} testId="profile-billing-name" />
          {profile.billingCompany ? <Fact label={t('med24.profile.company')} value={profile.billingCompany} testId="profile-billing-company" /> : null}
          <Fact label={t('med24.profile.address')} value={profile.billingName ? `${place}, ${addressLines}` : undefined} testId="profile-billing-address" />
          <Fact label={t('med24.profile.country')} value={profile.billingCountry ? t(`med24.profile.countries.${profile.billingCountry}`) : undefined} testId="profile-billing-country" />
        </dl>
      </section>
    </>
  );
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useGetProfileQuery();
  return (
    <div className="screen med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="med24-lead">{t('med24.profile.lead')}</p>
      {isLoading ? <ListSkeleton testId="profile-loading" /> : null}
      {error ? <RetryPanel title={t('med24.profile.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="profile-load-error" /> : null}
      {data && !data.complete ? (
        <p className="panel panel--notice" data-testid="profile-incomplete">
          {t('med24.profile.incomplete')}
        </p>
      ) : null}
      {data ? <ProfileFacts profile={data} /> : null}
      {data ? (
        <p className="button-row">
          <PortalLink to="/med24/profile/edit" className="link-button">{t(data.complete ? 'med24.profile.edit' : 'med24.profile.complete')}</PortalLink>
        </p>
      ) : null}
    </div>
  );
}

export default function ProfileScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
