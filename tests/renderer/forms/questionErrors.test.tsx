// @vitest-environment happy-dom
/**
 * A questionnaire's unanswered question is named as the question the person reads (issue 38):
 * "Answer the question “Do you smoke?”", not "Do you smoke? is required", beside the question
 * and in the error summary, in hu, en and ro; a field named by a noun keeps "… is required".
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalForm } from '../../../renderer/forms/PortalForm';
import { isQuestion } from '../../../renderer/forms/translateErrors';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function emptySubmit(locale: 'hu' | 'en' | 'ro', form: string) {
  rendered = await renderPortal({ bundle, locale, element: <PortalForm form={bundle.forms![form]!} /> });
  const c = await waitFor(() => rendered!.container.querySelector('form') && rendered!.container);
  await act(async () => {
    c.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  const summary = await waitFor(() => c.querySelector<HTMLElement>('.error-summary'));
  return { c, items: [...summary.querySelectorAll('li')].map((li) => li.textContent) };
}

describe('a question left unanswered', () => {
  it('tells a question from a field\'s name', () => {
    expect(isQuestion('Do you smoke?')).toBe(true);
    expect(isQuestion('…v-ați simțit agitat(ă) și „stresat(ă)”?')).toBe(true);
    expect(isQuestion('Height (cm)')).toBe(false);
  });

  it.each([
    ['hu', 'Válaszoljon erre a kérdésre: „Dohányzik?”', 'A testmagasság (cm) megadása kötelező.'],
    ['en', 'Answer the question “Do you smoke?”', 'Height (cm) is required.'],
    ['ro', 'Răspundeți la întrebarea „Fumați?”', 'Câmpul „Înălțime (cm)” este obligatoriu.'],
  ] as const)('%s: is named as the question, in the summary and beside it', async (locale, question, field) => {
    const { c, items } = await emptySubmit(locale, 'lifestyle');
    expect(items.slice(0, 2)).toEqual([question, field]);
    expect(c.querySelector('#root_smoking__error')?.textContent).toBe(question);
  });

  it('names each of a scale\'s items as it is written', async () => {
    const { items } = await emptySubmit('en', 'workplaceStress');
    expect(items[0]).toBe('Answer the question “…have you been upset because of something that happened unexpectedly?”');
    expect(items).toHaveLength(10);
  });
});
