/**
 * Call-centre hours and the round-the-clock doctor line from brand.contact, the legal links
 * (Config's privacyPolicy and termsAndConditions routes) and the cookie settings button.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppDispatch } from '../app/hooks';
import { useConfig } from '../app/useConfig';
import { consentDialogOpened } from '../consent/consentSlice';
import { formatPhone } from '../domain/format/formatPhone';
import { PortalLink } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';

export function Footer() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const config = useConfig();
  const dispatch = useAppDispatch();
  const allowed = useLinkAllowed();
  const { callCentre, doctorLine } = brand.contact;
  const legal = [
    { path: config.privacyPolicy.route, label: t('ui.footer.privacyPolicy') },
    { path: config.termsAndConditions.route, label: t('ui.footer.terms') },
  ].filter((link) => allowed(link.path));

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__contact">
          <p>
            {t('ui.footer.callCentre', { phone: formatPhone(callCentre.phone), opens: callCentre.opens, closes: callCentre.closes })}
          </p>
          <p>{t('ui.footer.doctorLine', { phone: formatPhone(doctorLine.phone) })}</p>
        </div>
        <ul className="site-footer__links">
          {legal.map((link) => (
            <li key={link.path}>
              <PortalLink to={link.path}>{link.label}</PortalLink>
            </li>
          ))}
          <li>
            <button type="button" className="text-button" onClick={() => dispatch(consentDialogOpened())}>
              {t('ui.footer.cookieSettings')}
            </button>
          </li>
        </ul>
        <p className="site-footer__rights">{t('ui.footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
