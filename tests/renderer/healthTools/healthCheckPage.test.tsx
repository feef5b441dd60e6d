// @vitest-environment happy-dom
/**
 * The health check questionnaire (/services/health-check-v2 and /services/health-check) with the
 * base documents: both routes show it with its form and texts as parts; answers (a decimal comma
 * in Hungarian) give the flags in the page's order with the document's advice and links, urgent
 * symptoms first with 112, and the figures in the reader's number format; half a blood pressure
 * is said beside the field. Nothing is sent.
 */
import { describe, expect, it } from 'vitest';
import { formPartKey, healthToolTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { chooseOption, typeInto, waitFor } from '../helpers/renderPortal';
import { apiCalls, field, healthToolPage, submit } from './healthToolHarness';

const PATH = '/services/health-check-v2';
const open = healthToolPage(PATH);

describe('the health check questionnaire', () => {
  it('is what both health check routes show, with its form and texts as the parts', () => {
    const bundle = baseBundle();
    for (const path of [PATH, '/services/health-check']) {
      expect(routeParts(bundle.routes[path]!, 'hu', bundle.services, bundle.healthTools)).toEqual([formPartKey('healthCheck'), healthToolTextsKey('healthCheck', 'hu')]);
    }
  });

  it('gives the flags in order, urgent symptoms first with 112, and the figures in Hungarian format, sending nothing', async () => {
    const { container, calls } = await open('hu');
    await waitFor(() => field('familyHistory'));
    const before = calls.length;
    chooseOption(field<HTMLSelectElement>('urgentSymptoms'), 'Legalább egy most is fennáll');
    chooseOption(field<HTMLSelectElement>('sex'), 'Nő');
    typeInto(field('heightCm'), '165');
    typeInto(field('weightKg'), '58');
    typeInto(field('moderateMinutes'), '60');
    typeInto(field('vigorousMinutes'), '0');
    typeInto(field('fruitVegPortions'), '5');
    typeInto(field('sleepHours'), '7,5');
    chooseOption(field<HTMLSelectElement>('alcoholFrequency'), 'Soha');
    chooseOption(field<HTMLSelectElement>('smoking'), 'Soha nem dohányoztam');
    chooseOption(field<HTMLSelectElement>('familyHistory'), 'Nem');
    submit();
    const urgent = await waitFor(() => container.querySelector('[data-testid="health-check-urgent"]'));
    expect(urgent.querySelector('a')!.getAttribute('href')).toBe('tel:112');
    expect([...container.querySelectorAll('[data-testid="health-check-flags"] li')].map((li) => li.getAttribute('data-flag'))).toEqual(['urgentSymptoms', 'activity']);
    expect(container.querySelector('[data-flag="activity"] a')!.getAttribute('href')).toBe('/services/fitness-consultation');
    // 58 / 1.65² = 21.3
    expect(container.querySelector('[data-measure="bmi"]')!.textContent).toBe('Testtömegindex: 21,3 (normál testsúly)');
    expect(apiCalls(calls, before)).toEqual([]);
  });

  it('says half a blood pressure beside the missing value, without a result', async () => {
    const { container } = await open('en');
    await waitFor(() => field('familyHistory'));
    chooseOption(field<HTMLSelectElement>('urgentSymptoms'), 'I have none of these now');
    chooseOption(field<HTMLSelectElement>('sex'), 'Male');
    typeInto(field('heightCm'), '180');
    typeInto(field('weightKg'), '80');
    typeInto(field('systolicBloodPressure'), '130');
    typeInto(field('moderateMinutes'), '150');
    typeInto(field('vigorousMinutes'), '0');
    typeInto(field('fruitVegPortions'), '5');
    typeInto(field('sleepHours'), '8');
    chooseOption(field<HTMLSelectElement>('alcoholFrequency'), 'Never');
    chooseOption(field<HTMLSelectElement>('smoking'), 'I have never smoked');
    chooseOption(field<HTMLSelectElement>('familyHistory'), 'No');
    submit();
    const error = await waitFor(() => container.querySelector('#root_diastolicBloodPressure__error'));
    expect(error.textContent).toBe('Please give both blood pressure values, or leave both empty.');
    expect(container.querySelector('[data-testid="health-check-result"]')).toBeNull();
  });
});
