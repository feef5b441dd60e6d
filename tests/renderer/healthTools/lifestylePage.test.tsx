// @vitest-environment happy-dom
/**
 * The lifestyle questionnaire (/services/lifestyle-questionnaire, Life's Simple 7) with the base
 * documents: the route renders the health tool with its form and texts as parts; the answers of the
 * worked case give each metric's level, the score of 5 of 14 and what to work on with the services
 * that help, scored in the browser without an API call; without the measurements, the page says the
 * score needs them and offers a check-up; a cholesterol typed in mg/dL is refused beside the field.
 */
import { describe, expect, it } from 'vitest';
import { formPartKey, healthToolTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { chooseOption, typeInto, waitFor } from '../helpers/renderPortal';
import { apiCalls, field, healthToolPage, submit } from './healthToolHarness';

const PATH = '/services/lifestyle-questionnaire';
const open = healthToolPage(PATH);
const input = (name: string) => field<HTMLInputElement>(name);
const select = (name: string) => field<HTMLSelectElement>(name);

/** The worked case of lifesSimple7.test.ts, typed in Hungarian (decimal commas). */
function answerMixed(measurements: boolean) {
  chooseOption(select('smoking'), 'Az elmúlt egy évben hagytam abba');
  typeInto(input('heightCm'), '180');
  typeInto(input('weightKg'), '100');
  typeInto(input('moderateMinutes'), '60');
  typeInto(input('vigorousMinutes'), '20');
  for (const [goal, answer] of Object.entries({ fruitVegetables: 'Igen', fish: 'Nem', wholeGrains: 'Nem', sodium: 'Nem', sugarDrinks: 'Igen' })) chooseOption(select(goal), answer);
  if (!measurements) return;
  typeInto(input('totalCholesterol'), '5,5');
  typeInto(input('systolicBloodPressure'), '142');
  typeInto(input('diastolicBloodPressure'), '85');
  typeInto(input('fastingGlucose'), '5,4');
  chooseOption(select('glucoseMedicine'), 'Igen');
}

describe('the lifestyle questionnaire', () => {
  it('is what the route shows, with its form and its tool’s texts as the route’s parts', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'en', bundle.services, bundle.healthTools)).toEqual([formPartKey('lifestyle'), healthToolTextsKey('ls7', 'en')]);
    const { container } = await open('en');
    await waitFor(() => select('glucoseMedicine'));
    expect(container.querySelector('h1')!.textContent).toBe('Lifestyle questionnaire');
    expect(container.textContent).toContain('Circulation 2010;121:586–613');
  });

  it('scores the worked case in the browser: no ideal metric, 5 of 14, what to work on with the services that help', async () => {
    const { container, calls } = await open('hu');
    await waitFor(() => select('glucoseMedicine'));
    const before = calls.length;
    answerMixed(true);
    submit();
    const ideal = await waitFor(() => container.querySelector('[data-testid="ls7-ideal"]'));
    expect(ideal.textContent).toBe('A 7 mutatóból 0 ideális');
    expect(container.querySelector('[data-testid="ls7-score"]')!.textContent).toContain('Life\'s Simple 7 pontszám: 5 a 14-ből');
    const rows = [...container.querySelectorAll('[data-testid="ls7-metrics"] li')];
    expect(rows.map((li) => [li.getAttribute('data-metric'), li.getAttribute('data-level')])).toEqual([
      ['smoking', 'intermediate'], ['bmi', 'poor'], ['physicalActivity', 'intermediate'], ['diet', 'intermediate'],
      ['totalCholesterol', 'intermediate'], ['bloodPressure', 'poor'], ['fastingGlucose', 'intermediate'],
    ]);
    expect(rows[1]!.textContent).toContain('BMI: 30,9');
    expect(rows[2]!.textContent).toContain('heti 100 aktív perc');
    const flags = [...container.querySelectorAll('[data-testid="ls7-flags"] li')];
    expect(flags.map((li) => li.getAttribute('data-flag'))).toEqual(['smoking', 'bmi', 'physicalActivity', 'diet', 'totalCholesterol', 'bloodPressure', 'fastingGlucose']);
    expect(flags[1]!.querySelector('a')!.getAttribute('href')).toBe('/services/nutrition-consultation');
    expect(flags[2]!.querySelector('a')!.getAttribute('href')).toBe('/services/fitness-consultation');
    expect(container.querySelector('[data-testid="health-tool-not-diagnosis"]')).not.toBeNull();
    expect(document.activeElement?.id).toBe('health-result-title');
    expect(apiCalls(calls, before)).toEqual([]);
  });

  it('without the measurements, says the score needs them and offers a check-up', async () => {
    const { container } = await open('hu');
    await waitFor(() => select('glucoseMedicine'));
    answerMixed(false);
    submit();
    const score = await waitFor(() => container.querySelector('[data-testid="ls7-score"]'));
    expect(score.textContent).toBe('A 0–14 pontos pontszámhoz mind a hét mutató kell; ebből 4 ismert.');
    expect(container.querySelector('[data-metric="bloodPressure"]')!.getAttribute('data-level')).toBe('notKnown');
    const checkUp = container.querySelector('[data-flag="notKnown"] a')!;
    expect(checkUp.getAttribute('href')).toBe('/services/provider-search');
    expect(checkUp.textContent).toBe('Szűrővizsgálat foglalása');
  });

  it('refuses a cholesterol typed in mg/dL beside the field, keeping what was typed', async () => {
    const { container } = await open('hu');
    await waitFor(() => select('glucoseMedicine'));
    answerMixed(false);
    typeInto(input('totalCholesterol'), '212');
    submit();
    const error = await waitFor(() => container.querySelector('#root_totalCholesterol__error'));
    expect(error.textContent).toContain('1,5 és 20 közötti számot várunk');
    expect(container.querySelector('[data-testid="ls7-result"]')).toBeNull();
    expect(input('totalCholesterol').value).toBe('212');
  });
});
