/**
 * New recovery codes, shown once: the list, a download as a text file, and the button that says
 * they are kept (the codes are then gone from the page; the server holds only their hashes).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../ui/DownloadLink';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const download = () => saveFile(URL.createObjectURL(new Blob([`${t('signIn.security.recovery.fileTitle')}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' })), 'recovery-codes.txt');
  return (
    <section className="panel panel--notice security__codes" aria-labelledby="security-codes" data-testid="recovery-codes">
      <h3 id="security-codes" ref={heading} tabIndex={-1}>{t('signIn.security.recovery.newHeading')}</h3>
      <p>{t('signIn.security.recovery.keep')}</p>
      <ol className="security__code-list">
        {codes.map((code) => <li key={code}><code data-testid="recovery-code">{code}</code></li>)}
      </ol>
      <p className="button-row">
        <button type="button" className="button button--secondary" onClick={download}>{t('signIn.security.recovery.download')}</button>
        <button type="button" className="button" onClick={onDone} data-testid="recovery-codes-done">{t('signIn.security.recovery.saved')}</button>
      </p>
    </section>
  );
}
