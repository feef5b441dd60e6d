/**
 * The privacy statement (spec section 4): the privacyStatement guard sends a user whose current
 * subscription still needs it here. The brand's privacy policy page and an Accept button, which
 * records the acceptance, reloads the user and goes home.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useAcceptPrivacyStatementMutation } from '../../api/accountsApi';
import { contentPartKey, PRIVACY_PAGE } from '../../domain/brand/bundleParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadUser } from '../../app/loginFlow';
import { usePortalNavigate } from '../../routing/PortalLink';
import { useOnwardTarget } from '../../routing/useOnwardTarget';
import type { ScreenProps } from '../../routing/routeEntry';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { BusyButton } from '../../ui/BusyButton';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ContentBlockView } from '../content/ContentBlockView';


export default function PrivacyStatementScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector((state) => state.ui.locale);
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const onward = useOnwardTarget();
  const [accept, { isLoading }] = useAcceptPrivacyStatementMutation();
  const [error, setError] = useState<string | null>(null);

  const onAccept = async () => {
    setError(null);
    try {
      await accept().unwrap();
      await loadUser(dispatch);
      navigate(onward('/'), { replace: true });
    } catch (caught) {
      setError(describeApiError(caught as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) }).message);
    }
  };

  return (
    <article className="screen content" data-testid="privacy-statement">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="panel panel--notice">{t('ui.account.privacyIntro')}</p>
      {/* Without the page (a brand that has none) the notice and the button still let the user go on. */}
      <BundlePartGate kind="content" partKey={contentPartKey(route.meta.params?.page ?? PRIVACY_PAGE, locale)} missing={() => null}>
        {({ page }) => page.blocks.map((block, index) => <ContentBlockView key={index} block={block} />)}
      </BundlePartGate>
      {error ? (
        <p className="panel panel--error" role="alert">
          {error}
        </p>
      ) : null}
      <p>
        <BusyButton className="link-button" data-testid="privacy-accept" busy={isLoading} onClick={() => void onAccept()}>
          {t('ui.account.privacyAccept')}
        </BusyButton>
      </p>
    </article>
  );
}
