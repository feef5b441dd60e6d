/**
 * The screen of every form route (login, registration, voucher and med24 registration, activate
 * key, mobile password recovery, change email, change password): the route's title and the form
 * named by route.params.form. This module is the only way into RJSF, so the form library lands
 * in this lazy chunk alone.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { PortalForm } from '../../forms/PortalForm';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { ScreenHeading } from '../../ui/ScreenHeading';

export default function FormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { forms } = useBundle();
  const formId = route.meta.params?.form;
  const form = formId ? forms[formId] : undefined;
  // The validator rejects routes naming a missing form; should one slip through, say so visibly.
  if (!form) return <UnknownScreen route={route} />;
  return (
    <div className="screen screen--form">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <PortalForm key={formId} form={form} />
    </div>
  );
}
