// @vitest-environment happy-dom
/** The select widget of the care forms' choices: translated option titles, a hint while nothing is chosen, and the value of the chosen option. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalForm } from '../../../renderer/forms/PortalForm';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe('a choice of the care consultation form', () => {
  it('offers the translated options and keeps the chosen one', async () => {
    rendered = await renderPortal({ bundle, locale: 'en', element: <PortalForm form={bundle.forms!.careConsultation!} /> });
    const select = await waitFor(() => rendered!.container.querySelector<HTMLSelectElement>('#root_channel'));
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose…', 'Phone call-back', 'Video call', 'In person']);
    await act(async () => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(rendered!.container.querySelector<HTMLSelectElement>('#root_channel')!.value).toBe('1');
  });
});
