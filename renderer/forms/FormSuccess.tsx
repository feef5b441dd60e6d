/** What a "message" success action shows: what happened and a way on (UX.md). */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../routing/PortalLink';

export function FormSuccess({ message }: { message: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className="panel panel--success" role="status" tabIndex={-1}>
      <p>{message}</p>
      <p>
        <PortalLink className="link-button" to="/">
          {t('ui.backHome')}
        </PortalLink>
      </p>
    </div>
  );
}
