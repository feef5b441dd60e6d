/**
 * The screen of every form route (login, registration, voucher and med24 registration, activate
 * key, mobile password recovery, change email, change password): the route's title and the form
 * named by route.params.form. This module is the only way into RJSF, so the form library lands
 * in this lazy chunk alone.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formPartKey } from '../../domain/brand/bundleParts';
import { PortalForm } from '../../forms/PortalForm';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ScreenHeading } from '../../ui/ScreenHeading';

/** `children`: what a screen built on this one shows under the form (the login's passkey sign-in). */
export default function FormScreen({ route, children }: ScreenProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  const formId = route.meta.params?.form;
  return (
    <div className="screen screen--form">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {/* The validator rejects routes naming a missing form; should one slip through, say so visibly. */}
      <BundlePartGate kind="form" partKey={formId ? formPartKey(formId) : undefined} missing={() => <UnknownScreen route={route} />}>
        {({ form }) => <PortalForm key={formId} form={form} />}
      </BundlePartGate>
      {children}
    </div>
  );
}
