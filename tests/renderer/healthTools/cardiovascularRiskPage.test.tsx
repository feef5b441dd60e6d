// @vitest-environment happy-dom
/**
 * The cardiovascular risk calculator (/services/cardiovascular-risk) with the base documents: the
 * route renders the health tool (not the fallback panel) with its form and texts as the route's
 * parts; the answers, measurements written with a decimal comma, are scored in the browser and
 * never sent anywhere; a refusal is said beside its field and takes the result away; a brand
 * without the form document says the calculator is unavailable.
 */
import { describe, expect, it } from 'vitest';
import { formPartKey, healthToolTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { chooseOption, typeInto, waitFor } from '../helpers/renderPortal';
import { apiCalls, field, healthToolPage, submit } from './healthToolHarness';

const PATH = '/services/cardiovascular-risk';
const open = healthToolPage(PATH);

describe('the cardiovascular risk calculator', () => {
  it('is what the route shows, with its form and its tool’s texts as the route’s parts', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'en', bundle.services, bundle.healthTools)).toEqual([formPartKey('cardiovascularRisk'), healthToolTextsKey('score2', 'en')]);
    const { container } = await open('en');
    await waitFor(() => field('age'));
    expect(container.querySelector('[data-testid="unknown-screen"]')).toBeNull();
    expect(container.querySelector('h1')!.textContent).toBe('Heart and circulation risk');
    expect(container.textContent).toContain('European Heart Journal 2021;42:2439–2454');
  });

  it('scores Hungarian answers with decimal commas in the browser, sending nothing', async () => {
    const { container, calls } = await open('hu');
    await waitFor(() => field('age'));
    const before = calls.length;
    chooseOption(field<HTMLSelectElement>('knownConditions'), 'Egyik sincs');
    chooseOption(field<HTMLSelectElement>('sex'), 'Férfi');
    typeInto(field('age'), '52');
    chooseOption(field<HTMLSelectElement>('smoker'), 'Dohányzom');
    typeInto(field('systolicBloodPressure'), '150');
    typeInto(field('totalCholesterol'), '6,2');
    typeInto(field('hdlCholesterol'), '1,1');
    submit();
    const risk = await waitFor(() => container.querySelector('[data-testid="score2-risk"]'));
    expect(risk.textContent).toBe('13,1%');
    expect(container.querySelector('[data-testid="score2-category"]')!.textContent).toBe('Nagyon magas kockázat');
    expect([...container.querySelectorAll('[data-testid="score2-changes"] li')].map((li) => li.textContent)).toEqual([
      'Ha abbahagyná a dohányzást: 6,9%',
      '130 Hgmm-es szisztolés vérnyomással (az ESC 70 év alattiaknak ajánlott céltartományának felső határa): 9,9%',
    ]);
    expect(apiCalls(calls, before)).toEqual([]);

    // An age SCORE2 does not cover: said beside the field, the result gone, the answers kept.
    typeInto(field('age'), '72');
    submit();
    await waitFor(() => container.querySelector('#root_age__error'));
    expect(container.querySelector('#root_age__error')!.textContent).toContain('A SCORE2 csak 40 és 69 éves kor között');
    expect(container.querySelector('[data-testid="score2-result"]')).toBeNull();
    expect(field('totalCholesterol').value).toBe('6,2');
  });

  it('says a measurement that is not a number is one, and refuses the conditions SCORE2 is not for', async () => {
    const { container } = await open('en');
    await waitFor(() => field('age'));
    chooseOption(field<HTMLSelectElement>('knownConditions'), 'I have at least one of these');
    chooseOption(field<HTMLSelectElement>('sex'), 'Female');
    typeInto(field('age'), '55');
    chooseOption(field<HTMLSelectElement>('smoker'), 'I do not smoke');
    typeInto(field('systolicBloodPressure'), '13O');
    typeInto(field('totalCholesterol'), '5.1');
    typeInto(field('hdlCholesterol'), '1.4');
    submit();
    await waitFor(() => container.querySelector('#root_systolicBloodPressure__error'));
    expect(container.querySelector('#root_systolicBloodPressure__error')!.textContent).toBe('Systolic blood pressure must be a number, for example 5.2.');
    typeInto(field('systolicBloodPressure'), '130');
    submit();
    await waitFor(() => container.querySelector('#root_knownConditions__error'));
    expect(container.querySelector('#root_knownConditions__error')!.textContent).toContain('SCORE2 is for people without these conditions');
    expect(container.querySelector('[data-testid="score2-result"]')).toBeNull();
  });

  it('says the calculator is unavailable when the brand has no such form document', async () => {
    const bundle = baseBundle();
    bundle.healthTools.cardiovascularRisk = { ...bundle.healthTools.cardiovascularRisk!, form: 'noSuchForm' };
    const { container } = await open('en', bundle);
    const unavailable = await waitFor(() => container.querySelector('[data-testid="health-tool-unavailable"]'));
    expect(unavailable.textContent).toContain('not available');
  });
});
