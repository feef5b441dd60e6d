// @vitest-environment happy-dom
/**
 * The advice an answer needs at once, on the health tool pages with the base documents: urgent
 * symptoms in the health check show 112 and the doctor line under the question as soon as they
 * are chosen, nothing else answered, and go when the answer does; a known condition in the
 * cardiovascular risk calculator shows SCORE2's refusal the same way, and after a submit anyway
 * it is said once, the control still described by it. Nothing is sent.
 */
import { describe, expect, it } from 'vitest';
import { chooseOption, typeInto, waitFor } from '../helpers/renderPortal';
import { apiCalls, field, healthToolPage, submit } from './healthToolHarness';

const healthCheck = healthToolPage('/services/health-check-v2');
const calculator = healthToolPage('/services/cardiovascular-risk');
const advice = () => document.querySelector<HTMLElement>('[data-testid="answer-advice"]');

describe('the advice an answer needs at once', () => {
  it('shows 112 and the doctor line under the urgent-symptoms question the moment it is answered', async () => {
    const { calls } = await healthCheck('ro');
    await waitFor(() => field('familyHistory'));
    const before = calls.length;
    chooseOption(field<HTMLSelectElement>('urgentSymptoms'), 'Am cel puțin unul acum');
    const shown = await waitFor(advice);
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toContain('Aveți simptome care pot necesita ajutor imediat. Sunați acum la 112.');
    expect([...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['tel:112', 'tel:+3615550199']);
    expect(shown.textContent).toContain('+36 1 555 0199');
    // Under the question it answers, before the next one.
    expect(shown.closest('.form-group')?.querySelector('#root_urgentSymptoms')).not.toBeNull();
    expect(document.querySelector('[data-testid="health-check-result"]')).toBeNull();
    expect(apiCalls(calls, before)).toEqual([]);

    chooseOption(field<HTMLSelectElement>('urgentSymptoms'), 'Nu am niciunul acum');
    expect(advice()).toBeNull();
  });

  it('shows SCORE2’s refusal under the known-conditions question the moment it is answered, and once after a submit anyway', async () => {
    await calculator('hu');
    await waitFor(() => field('age'));
    chooseOption(field<HTMLSelectElement>('knownConditions'), 'Legalább egy van');
    const shown = await waitFor(advice);
    const refusal = 'A SCORE2 azoknak készült, akiknek nincs ilyen betegségük.';
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toContain(refusal);

    chooseOption(field<HTMLSelectElement>('sex'), 'Nő');
    typeInto(field('age'), '55');
    chooseOption(field<HTMLSelectElement>('smoker'), 'Nem dohányzom');
    typeInto(field('systolicBloodPressure'), '130');
    typeInto(field('totalCholesterol'), '5,1');
    typeInto(field('hdlCholesterol'), '1,4');
    submit();
    await waitFor(() => field('knownConditions').getAttribute('aria-invalid'));
    const described = field('knownConditions').getAttribute('aria-describedby')!.split(' ');
    for (const id of described) expect(document.getElementById(id)).not.toBeNull();
    const form = document.querySelector('.portal-form form')!;
    expect(form.textContent!.split(refusal)).toHaveLength(2);
    expect(advice()).not.toBeNull();
    expect(document.querySelector('[data-testid="score2-result"]')).toBeNull();
  });
});
