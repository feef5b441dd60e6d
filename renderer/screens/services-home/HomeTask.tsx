/**
 * The top of a task-first home: the brand's main task (brand.home.mainTask: find a doctor, book,
 * or call the doctor line) with the brand's hero picture; the urgent-care guidance beside it is
 * renderer/ui/UrgentCare.tsx. A visitor also finds the way in under it (VisitorWayIn.tsx).
 *
 * The task shown is the one the visitor can carry out: where the search cannot be opened from
 * this page at all (a brand that serves its index only, an account without the calendar), the
 * doctor line is what is left, with its own words, not a search task's text above a call button.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandDocument } from '../../../generated/config-types';
import { useBundle } from '../../app/bundle';
import { telHref } from '../../app/contactLinks';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { formatPhone } from '../../domain/format/formatPhone';
import { PortalLink, usePortalNavigate } from '../../routing/PortalLink';
import { useGuardedHref, type GuardedHref } from '../../routing/useGuards';
import { VisitorWayIn } from './VisitorWayIn';

export type MainTask = NonNullable<BrandDocument['home']>['mainTask'];

export function HomeTask() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const visitor = !useAppSelector(selectSessionUser);
  const headingId = useId();
  const search = useGuardedHref()(brand.rules.providerSearchPath);
  const task: MainTask = search.leadsNowhere ? 'callDoctorLine' : (brand.home?.mainTask ?? 'findDoctor');
  const hero = brand.themeTokens.imagery?.hero;
  return (
    <section className="home-task" aria-labelledby={headingId} data-main-task={task}>
      <div className="home-task__body">
        <h2 id={headingId} className="home-task__title">
          {t(`ui.home.task.${task}.title`)}
        </h2>
        <p className="home-task__lead">{t(`ui.home.task.${task}.lead`)}</p>
        {task === 'callDoctorLine' ? <CallDoctorLine /> : task === 'book' ? <Book search={search} /> : <FindDoctor search={search} />}
        {visitor ? <VisitorWayIn search={task === 'callDoctorLine' ? search : undefined} /> : null}
      </div>
      {hero ? <img className="home-task__hero" src={hero} alt="" width={480} height={300} /> : null}
    </section>
  );
}

function CallDoctorLine() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const phone = formatPhone(brand.contact.doctorLine.phone);
  return (
    <p className="home-task__actions">
      <a className="link-button home-task__call" href={telHref(phone)}>
        {t('ui.home.task.callDoctorLine.button', { phone })}
      </a>
    </p>
  );
}

/** Said before a search that starts with logging in, so the login page comes as no surprise. */
function LoginFirst({ search }: { search: GuardedHref }) {
  const { t } = useTranslation();
  return search.refusedBy === 'auth' ? <p className="home-task__note">{t('ui.home.task.needsLogin')}</p> : null;
}

/** A button to the search, which leads through logging in first where the search needs it (and says so). */
function Book({ search }: { search: GuardedHref }) {
  const { t } = useTranslation();
  return (
    <>
      <LoginFirst search={search} />
      <p className="home-task__actions">
        <PortalLink className="link-button" to={search.href} data-testid="home-search-entry">
          {t('ui.home.task.book.button')}
        </PortalLink>
      </p>
    </>
  );
}

/**
 * A name field that opens the search with it. The form is a plain GET form of the search route,
 * so it works before the scripts start (the server's guards send a visitor who may not search to
 * log in, keeping the search); with the scripts the same guards are followed here, so a visitor
 * who must log in first is told so and comes back to the results of what they typed.
 */
function FindDoctor({ search }: { search: GuardedHref }) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const navigate = usePortalNavigate();
  const guarded = useGuardedHref();
  const fieldId = useId();
  const [name, setName] = useState('');
  const searchPath = brand.rules.providerSearchPath;
  const nameKey = brand.rules.providerSearchListType === 'providers' ? 'providerName' : 'doctorName';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = name.trim() ? `?${new URLSearchParams({ [nameKey]: name.trim() }).toString()}` : '';
    navigate(guarded(`${searchPath}${query}`).href);
  };
  return (
    <>
      <form className="home-task__search" role="search" method="get" action={searchPath} onSubmit={onSubmit} data-testid="home-search-entry">
        <label htmlFor={fieldId}>{t(`ui.home.task.findDoctor.field.${nameKey}`)}</label>
        <div className="home-task__search-row">
          <input id={fieldId} name={nameKey} type="search" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="button">
            {t('ui.home.task.findDoctor.button')}
          </button>
        </div>
      </form>
      <LoginFirst search={search} />
    </>
  );
}
