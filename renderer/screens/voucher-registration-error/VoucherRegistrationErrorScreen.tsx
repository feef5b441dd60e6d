/**
 * The page a visitor reaches when a voucher registration fails (/registration/voucher/index-for-error,
 * public): what went wrong in their language (the catalogue's sentence for a known `code` query
 * parameter, a general one otherwise, voucherErrorOutcome.ts), what to do about it, and the next
 * steps this brand and visitor can take (try another voucher code, register by e-mail, log in, a
 * new password) besides the call centre, which is always there. Its texts are a bundle part of
 * their own (texts/voucher/<lng>): inlined when the page is the first route, loaded otherwise.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBundle } from '../../app/bundle';
import { voucherTextsKey } from '../../domain/brand/bundleParts';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { useConfig } from '../../app/useConfig';
import { telHref } from '../../app/contactLinks';
import { formatPhone } from '../../domain/format/formatPhone';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { useLinkAllowed } from '../../routing/useGuards';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { STEP_ROUTES, stepsOffered, voucherErrorOutcome, type VoucherErrorOutcome } from './voucherErrorOutcome';
import './voucherError.css';

export default function VoucherRegistrationErrorScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [search] = useSearchParams();
  const outcome = voucherErrorOutcome(search.get('code'));
  return (
    <section className="screen screen--message voucher-error" aria-labelledby="page-title" data-testid="voucher-error" data-code={outcome.code ?? 'general'}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {/* The base documents always carry these texts; should a brand's lack them, the page still says what it can. */}
      <BundlePartGate kind="texts" partKey={voucherTextsKey(locale)} missing={() => <VoucherErrorDetails outcome={outcome} />}>
        {() => <VoucherErrorDetails outcome={outcome} />}
      </BundlePartGate>
    </section>
  );
}

function VoucherErrorDetails({ outcome }: { outcome: VoucherErrorOutcome }) {
  const { t } = useTranslation();
  const { registrationMode } = useConfig();
  const allowed = useLinkAllowed();
  const steps = stepsOffered(outcome.steps, registrationMode, allowed);
  const advice = `voucher.error.advice.${outcome.code ?? 'general'}`;
  return (
    <>
      <div className="panel panel--error voucher-error__reason" data-testid="voucher-error-reason">
        <p>
          <strong>{outcome.code ? t(`errors.${outcome.code}`) : t('voucher.error.general')}</strong>
        </p>
        <p>{t(advice)}</p>
      </div>
      <h2>{t('voucher.error.nextSteps')}</h2>
      <ul className="voucher-error__steps" data-testid="voucher-error-steps">
        {steps.map((step, index) => (
          <li key={step}>
            {/* The step that fits best is the page's one button; the others are links. */}
            <PortalLink className={index === 0 ? 'link-button' : undefined} to={STEP_ROUTES[step]} data-step={step}>
              {t(`voucher.error.step.${step}`)}
            </PortalLink>
          </li>
        ))}
        <li data-step="callCentre">
          <CallCentreLine />
        </li>
      </ul>
      {outcome.code ? <p className="voucher-error__code">{t('voucher.error.code', { code: outcome.code })}</p> : null}
      <p>
        <PortalLink className="standalone-link" to="/">{t('ui.backHome')}</PortalLink>
      </p>
    </>
  );
}

/**
 * The call centre's line (its hours and the brand's number, nested as $t(brand.callCentrePhone)),
 * with the number as a link a phone can call, never broken across lines.
 */
function CallCentreLine() {
  const { t } = useTranslation();
  const { callCentre } = useBundle().brand.contact;
  const line = t('voucher.error.callCentre', { opens: callCentre.opens, closes: callCentre.closes });
  const phone = formatPhone(callCentre.phone);
  const at = line.indexOf(phone);
  if (at < 0) return <>{line}</>;
  return (
    <>
      {line.slice(0, at)}
      <a className="voucher-error__phone" href={telHref(callCentre.phone)}>
        {phone}
      </a>
      {line.slice(at + phone.length)}
    </>
  );
}
