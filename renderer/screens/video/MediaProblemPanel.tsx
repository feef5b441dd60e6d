/**
 * Why the call cannot have the camera or microphone, in words a patient can act on: the browser
 * cannot make calls, the permission was refused, there is no device, or another program holds it.
 * Each says what to do, offers to try again, and gives the way on by phone (the brand's doctor line).
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { telHref } from '../../app/contactLinks';
import { formatPhone } from '../../domain/format/formatPhone';
import type { MediaProblem } from '../../video/localMedia';

export function PhoneWayOn() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const phone = formatPhone(brand.contact.doctorLine.phone);
  return (
    <p data-testid="video-phone">
      {t('video.byPhone')}{' '}
      <a href={telHref(phone)} className="video-phone">
        {phone}
      </a>
    </p>
  );
}

export function MediaProblemPanel({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel panel--error" role="alert" data-testid="media-problem" data-problem={problem}>
      <h2>{t(`video.problem.${problem}.title`)}</h2>
      <p>{t(`video.problem.${problem}.text`)}</p>
      {problem !== 'unsupported' ? (
        <p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('video.problem.retry')}
          </button>
        </p>
      ) : null}
      <PhoneWayOn />
    </div>
  );
}
