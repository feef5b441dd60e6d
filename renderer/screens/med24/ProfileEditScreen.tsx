/**
 * Editing the paid-variant customer's profile (/med24/profile/edit): the route's form document
 * (personal data and billing address) filled with what the profile holds, errors beside the fields
 * (the phone rule of spec §5, an adult's birth date, the postal code of the billing country), and
 * what was typed kept after any error. Saved, it goes on to `?next=` when that is one of the paid
 * variant's own pages (the new subscription sends the customer here and back), else to the profile.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Med24Profile, Med24ProfileRequest } from '../../../generated/config-types';
import { useGetProfileQuery, useUpdateProfileMutation } from '../../api/med24Api';
import { useBundle } from '../../app/bundle';
import { formPartKey } from '../../domain/brand/bundleParts';
import { PortalForm } from '../../forms/PortalForm';
import { PortalLink, usePortalNavigate } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { Med24Texts } from './Med24Texts';
import '../appointments/appointments.css';
import './med24.css';

/** Where a saved profile goes on to: a page of the paid variant named by `next`, else the profile. */
export function onwardOf(next: string | null): string {
  return next && /^\/med24\/[a-z0-9/-]+$/.test(next) ? next : '/med24/profile';
}

/** The form's fields as the profile holds them (the login email is not one of them); the billing country is the brand's until chosen. */
const editable = ({ email: _email, complete: _complete, ...fields }: Med24Profile, country: string): Record<string, unknown> => ({ billingCountry: country, ...fields });

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = usePortalNavigate();
  const onward = onwardOf(search.get('next'));
  const profile = useGetProfileQuery();
  const [update] = useUpdateProfileMutation();
  const formId = route.meta.params?.form;
  const { brand } = useBundle();
  return (
    <div className="screen screen--form med24-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {profile.isLoading ? <ListSkeleton testId="profile-loading" /> : null}
      {profile.error ? <RetryPanel title={t('med24.profile.loadError')} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} testId="profile-load-error" /> : null}
      {profile.data ? (
        <BundlePartGate kind="form" partKey={formId ? formPartKey(formId) : undefined} missing={() => <UnknownScreen route={route} />}>
          {({ form }) => (
            <PortalForm
              form={form}
              initialData={editable(profile.data!, brand.country)}
              send={async (data) => (await update(data as unknown as Med24ProfileRequest).unwrap()) as unknown as Record<string, unknown>}
              onSubmitted={() => navigate(onward)}
              besideSubmit={<PortalLink to={onward} className="link-button link-button--secondary">{t('med24.profile.cancel')}</PortalLink>}
            />
          )}
        </BundlePartGate>
      ) : null}
    </div>
  );
}

export default function ProfileEditScreen(props: ScreenProps) {
  return (
    <Med24Texts>
      <Screen {...props} />
    </Med24Texts>
  );
}
