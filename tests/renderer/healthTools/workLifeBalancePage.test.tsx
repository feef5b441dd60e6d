// @vitest-environment happy-dom
/**
 * The work-life balance quiz (/services/work-life-balance-quiz, the work–family conflict scale)
 * with the base documents: the route renders the health tool with its form and texts as parts;
 * five answers give the score, the average in the reader's number format, the side it leans to
 * with the document's advice, the statements agreed with and the way to psychology, scored in the
 * browser without an API call; an unanswered statement is said beside it.
 */
import { describe, expect, it } from 'vitest';
import { formPartKey, healthToolTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { chooseOption, waitFor } from '../helpers/renderPortal';
import { apiCalls, field, healthToolPage, submit } from './healthToolHarness';

const PATH = '/services/work-life-balance-quiz';
const open = healthToolPage(PATH);
const select = (name: string) => field<HTMLSelectElement>(name);

describe('the work-life balance quiz', () => {
  it('is what the route shows, with its form and its tool’s texts as the route’s parts', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'en', bundle.services, bundle.healthTools)).toEqual([formPartKey('workLifeBalance'), healthToolTextsKey('wfc', 'en')]);
    const { container } = await open('en');
    await waitFor(() => select('q5'));
    expect(container.querySelector('h1')!.textContent).toBe('Work–life balance quiz');
    expect(container.querySelector('label[for="root_q1"]')!.textContent).toContain('The demands of my work interfere with my home and family life.');
    expect([...select('q1').options].map((o) => o.textContent)).toEqual(['Choose…', '1 – Strongly disagree', '2', '3', '4', '5', '6', '7 – Strongly agree']);
    expect(container.textContent).toContain('Journal of Applied Psychology 1996;81(4):400–410');
  });

  it('scores five Hungarian answers in the browser: 28 points, average 5,6, agreeing, with the statements and the way to psychology', async () => {
    const { container, calls } = await open('hu');
    await waitFor(() => select('q5'));
    const before = calls.length;
    const answers = { q1: '6', q2: '7 – Teljesen egyetértek', q3: '5', q4: '6', q5: '4' };
    for (const [item, answer] of Object.entries(answers)) chooseOption(select(item), answer);
    submit();
    const score = await waitFor(() => container.querySelector('[data-testid="wfc-score"]'));
    expect(score.textContent).toBe('28 pont (lehetséges: 5–35)');
    expect(container.querySelector('[data-testid="wfc-average"]')!.textContent).toContain('Átlagos válasza: 5,6');
    expect(container.querySelector('[data-testid="wfc-leaning"]')!.textContent).toBe('Összességében egyetért');
    expect(container.querySelector('[data-testid="wfc-advice"]')!.textContent).toContain('pszichológus segíthet');
    expect([...container.querySelectorAll('[data-testid="wfc-agreed"] li')].map((li) => li.getAttribute('data-item'))).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(container.querySelector<HTMLAnchorElement>('[data-testid="health-tool-consultation"]')!.getAttribute('href')).toBe('/services/psychology');
    expect(container.querySelector('[data-testid="health-tool-not-diagnosis"]')).not.toBeNull();
    expect(document.activeElement?.id).toBe('health-result-title');
    expect(apiCalls(calls, before)).toEqual([]);
  });

  it('says so when no statement was agreed with', async () => {
    const { container } = await open('ro');
    await waitFor(() => select('q5'));
    for (const item of ['q1', 'q2', 'q3', 'q4', 'q5']) chooseOption(select(item), '2');
    submit();
    await waitFor(() => container.querySelector('[data-testid="wfc-result"]'));
    expect(container.querySelector('[data-testid="wfc-result"]')!.getAttribute('data-leaning')).toBe('disagree');
    expect(container.querySelector('[data-testid="wfc-agreed-none"]')!.textContent).toBe('Nu ați fost de acord cu niciuna dintre afirmații.');
  });

  it('says an unanswered statement beside it, without a result', async () => {
    const { container } = await open('en');
    await waitFor(() => select('q5'));
    for (const item of ['q1', 'q2', 'q4', 'q5']) chooseOption(select(item), '3');
    submit();
    await waitFor(() => container.querySelector('#root_q3__error'));
    expect(container.querySelector('[data-testid="wfc-result"]')).toBeNull();
    expect(container.querySelector('.error-summary')).not.toBeNull();
  });
});
