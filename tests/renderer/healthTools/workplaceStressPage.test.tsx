// @vitest-environment happy-dom
/**
 * The workplace-stress quiz (/services/workplace-stress-quiz, PSS-10) with the base documents: the
 * route renders the health tool with its form and texts as parts; ten answers give the score, its
 * band with the document's advice, where the bands come from and the way to psychology, scored in
 * the browser without an API call; an unanswered item is said beside it.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formPartKey, healthToolTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { chooseOption, renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, type Call } from '../care/careApiFake';
import { LanguageSwitcher } from '../../../renderer/ui/LanguageSwitcher';
import { apiCalls, field, healthToolPage, submit } from './healthToolHarness';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

const PATH = '/services/workplace-stress-quiz';
const open = healthToolPage(PATH);
const ITEMS = Array.from({ length: 10 }, (_, i) => `q${i + 1}`);
const select = (name: string) => field<HTMLSelectElement>(name);
let switched: Rendered | undefined;
afterEach(() => {
  switched?.unmount();
  switched = undefined;
});

describe('the workplace-stress quiz', () => {
  it('is what the route shows, with its form and its tool’s texts as the route’s parts', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'en', bundle.services, bundle.healthTools)).toEqual([formPartKey('workplaceStress'), healthToolTextsKey('pss10', 'en')]);
    const { container } = await open('en');
    await waitFor(() => select('q10'));
    expect(container.querySelector('h1')!.textContent).toBe('Workplace stress quiz');
    expect(container.querySelector('label[for="root_q1"]')!.textContent).toContain('have you been upset because of something that happened unexpectedly?');
  });

  it('reached in the app, loads its form and its tool’s texts alone, then shows its questions', async () => {
    const bundle = baseBundle();
    const { container, calls } = await open('en', bundle, []);
    await waitFor(() => select('q10'));
    expect(container.querySelector('label[for="root_q1"]')!.textContent).toContain('have you been upset because of something that happened unexpectedly?');
    const parts = calls.map((c) => c.path).filter((path) => path.startsWith('/api/brand-bundle/'));
    expect(parts.sort()).toEqual([formPartKey('workplaceStress'), healthToolTextsKey('pss10', 'en')].map((key) => `/api/brand-bundle/${bundle.version}/${key}.json`).sort());
  });

  it('scores ten Hungarian answers in the browser: 30 points, high, with the way to psychology', async () => {
    const { container, calls } = await open('hu');
    await waitFor(() => select('q10'));
    const before = calls.length;
    for (const item of ITEMS) chooseOption(select(item), ['q4', 'q5', 'q7', 'q8'].includes(item) ? 'Szinte soha' : 'Elég gyakran');
    submit();
    const score = await waitFor(() => container.querySelector('[data-testid="pss10-score"]'));
    expect(score.textContent).toBe('30 pont a 40-ből');
    expect(container.querySelector('[data-testid="pss10-band"]')!.textContent).toBe('Magas észlelt stressz');
    expect(container.querySelector('[data-testid="pss10-advice"]')!.textContent).toContain('pszichológus segíthet');
    expect(container.querySelector<HTMLAnchorElement>('[data-testid="health-tool-consultation"]')!.getAttribute('href')).toBe('/services/psychology');
    expect(document.activeElement?.id).toBe('health-result-title');
    expect(apiCalls(calls, before)).toEqual([]);
  });

  it('switched to another language, loads the tool’s texts in it first and keeps the result', async () => {
    const bundle = baseBundle();
    const calls: Call[] = [];
    const route = { path: PATH, meta: bundle.routes[PATH]! };
    const inlined = routeParts(bundle.routes[PATH]!, 'en', bundle.services, bundle.healthTools);
    switched = await renderPortal({ bundle, url: PATH, path: PATH, element: <><LanguageSwitcher /><ServiceScreen route={route} /></>, fetchImpl: careApiFake(bundle, {}, calls), locale: 'en', inlined });
    await waitFor(() => select('q10'));
    for (const item of ITEMS) chooseOption(select(item), 'Sometimes');
    submit();
    await waitFor(() => switched!.container.querySelector('[data-testid="pss10-score"]'));
    await act(async () => switched!.container.querySelector<HTMLButtonElement>('button[lang="hu"]')!.click());
    await waitFor(() => switched!.container.querySelector('[data-testid="pss10-score"]')?.textContent === '20 pont a 40-ből');
    expect(calls.map((c) => c.path)).toContain(`/api/brand-bundle/${bundle.version}/${healthToolTextsKey('pss10', 'hu')}.json`);
  });

  it('says an unanswered question beside it, without a result', async () => {
    const { container } = await open('en');
    await waitFor(() => select('q10'));
    for (const item of ITEMS.filter((i) => i !== 'q6')) chooseOption(select(item), 'Sometimes');
    submit();
    await waitFor(() => container.querySelector('#root_q6__error'));
    expect(container.querySelector('[data-testid="pss10-result"]')).toBeNull();
    expect(container.querySelector('.error-summary')).not.toBeNull();
  });
});
