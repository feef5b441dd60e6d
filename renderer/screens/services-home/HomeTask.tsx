/**
 * The top of a task-first home: the brand's main task (brand.home.mainTask: find a doctor, book,
 * or call the doctor line) with the brand's hero picture; the urgent-care guidance beside it is
 * renderer/ui/UrgentCare.tsx.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandDocument } from '../../../generated/config-types';
import { useBundle } from '../../app/bundle';
import { telHref } from '../../app/contactLinks';
import { formatPhone } from '../../domain/format/formatPhone';
import { PortalLink, usePortalNavigate } from '../../routing/PortalLink';
import { useGuardedHref } from '../../routing/useGuards';

export type MainTask = NonNullable<BrandDocument['home']>['mainTask'];

export function HomeTask() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const headingId = useId();
  const task: MainTask = brand.home?.mainTask ?? 'findDoctor';
  const hero = brand.themeTokens.imagery?.hero;
  return (
    <section className="home-task" aria-labelledby={headingId} data-main-task={task}>
      <div className="home-task__body">
        <h2 id={headingId} className="home-task__title">
          {t(`ui.home.task.${task}.title`)}
        </h2>
        <p className="home-task__lead">{t(`ui.home.task.${task}.lead`)}</p>
        {task === 'callDoctorLine' ? <CallDoctorLine /> : <FindCare task={task} />}
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

/**
 * Find a doctor (a name field that opens the search with it) or book (a button to the search).
 * The form is a plain GET form of the search route, so it works before the scripts start; a
 * visitor the search would refuse is led to logging in first, and told so.
 */
function FindCare({ task }: { task: 'findDoctor' | 'book' }) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const navigate = usePortalNavigate();
  const fieldId = useId();
  const [name, setName] = useState('');
  const searchPath = brand.rules.providerSearchPath;
  const { href, refusedBy, leadsNowhere } = useGuardedHref()(searchPath);
  if (leadsNowhere) return <CallDoctorLine />;
  if (refusedBy) {
    return (
      <>
        {refusedBy === 'auth' ? <p className="home-task__note">{t('ui.home.task.needsLogin')}</p> : null}
        <p className="home-task__actions">
          <PortalLink className="link-button" to={href}>
            {t(refusedBy === 'auth' ? 'ui.home.task.logIn' : `ui.home.task.${task}.button`)}
          </PortalLink>
        </p>
      </>
    );
  }
  if (task === 'book') {
    return (
      <p className="home-task__actions">
        <PortalLink className="link-button" to={searchPath}>
          {t('ui.home.task.book.button')}
        </PortalLink>
      </p>
    );
  }
  const nameKey = brand.rules.providerSearchListType === 'providers' ? 'providerName' : 'doctorName';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = name.trim() ? `?${new URLSearchParams({ [nameKey]: name.trim() }).toString()}` : '';
    navigate(`${searchPath}${query}`);
  };
  return (
    <form className="home-task__search" role="search" method="get" action={searchPath} onSubmit={onSubmit}>
      <label htmlFor={fieldId}>{t(`ui.home.task.findDoctor.field.${nameKey}`)}</label>
      <div className="home-task__search-row">
        <input id={fieldId} name={nameKey} type="search" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit" className="button">
          {t('ui.home.task.findDoctor.button')}
        </button>
      </div>
    </form>
  );
}
