/**
 * Why the visitor is on this page rather than the one they asked for (UX.md: never send someone
 * elsewhere silently): the sentence of the guard that sent them here (`notice` of the address,
 * guardLocation.ts), naming the wanted page when the guard kept it (`next`). It is read from the
 * address, so the server's redirect and the browser's show the same sentence, and it goes when
 * the visitor moves on or closes it.
 */
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GuardKind } from '../../generated/config-types';
import { currentMatchOf, RouteTableContext } from '../routing/currentRoute';
import { capitalise, hungarianArticle } from '../domain/format/withArticle';
import { NEXT_PARAM } from '../domain/guards/guardLocation';

export default function GuardNotice({ kind }: { kind: GuardKind }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const routes = useContext(RouteTableContext);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (closedFor === search) return null;
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  const wanted = next?.startsWith('/') ? currentMatchOf(routes, next.split('?')[0]!)?.route : undefined;
  const page = wanted ? t(wanted.meta.title) : undefined;
  // Hungarian names the page with its article ("Az „Időpontjaim” oldal…"); the other languages leave it out.
  const text = kind === 'auth' && page ? t('ui.guardNotice.authTo', { page, Article: capitalise(hungarianArticle(page)) }) : t(`ui.guardNotice.${kind}`);
  return (
    <div className="global-notice panel" role="status" data-testid="guard-notice" data-reason={kind}>
      <span>{text}</span>{' '}
      <button type="button" className="global-notice__close" onClick={() => setClosedFor(search)}>
        {t('ui.account.dismiss')}
      </button>
    </div>
  );
}
