// @vitest-environment happy-dom
/**
 * What a person typed into server-rendered fields before hydration reaches the fields' state
 * (issue 33, item 4): text, a textarea, a tick and a select's choice, each through the field's own
 * onChange, while a field nobody touched is not changed.
 */
import { act, useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { keepTypedBeforeHydration } from '../../../renderer/forms/keepTypedBeforeHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface State { email: string; note: string; agreed: boolean; channel: string; untouched: string }
const EMPTY: State = { email: '', note: '', agreed: false, channel: '', untouched: '' };
let changes: (keyof State)[] = [];
let latest: State = EMPTY;

function Fields() {
  const [state, setState] = useState(EMPTY);
  latest = state;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) keepTypedBeforeHydration(box.current);
  }, []);
  const set = <K extends keyof State>(key: K, value: State[K]) => {
    changes.push(key);
    setState((s) => ({ ...s, [key]: value }));
  };
  return (
    <div ref={box}>
      <input id="email" type="email" value={state.email} onChange={(e) => set('email', e.target.value)} />
      <textarea id="note" value={state.note} onChange={(e) => set('note', e.target.value)} />
      <input id="agreed" type="checkbox" checked={state.agreed} onChange={(e) => set('agreed', e.target.checked)} />
      <select id="channel" value={state.channel} onChange={(e) => set('channel', e.target.value)}>
        <option value="">choose</option>
        <option value="phone">phone</option>
        <option value="email">e-mail</option>
      </select>
      <input id="untouched" value={state.untouched} onChange={(e) => set('untouched', e.target.value)} />
    </div>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  changes = [];
});

const field = <T extends Element>(id: string) => container!.querySelector<T>(`#${id}`)!;

it('hands the fields what was typed before hydration, and leaves the others alone', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Fields />);
  document.body.appendChild(container);
  // A person at work on the server's HTML, before the code has run.
  field<HTMLInputElement>('email').value = 'ilona@example.org';
  field<HTMLTextAreaElement>('note').value = 'Két napja lázas vagyok.';
  field<HTMLInputElement>('agreed').checked = true;
  field<HTMLSelectElement>('channel').value = 'phone';

  await act(async () => {
    root = hydrateRoot(container!, <Fields />);
  });

  expect(latest).toEqual({ email: 'ilona@example.org', note: 'Két napja lázas vagyok.', agreed: true, channel: 'phone', untouched: '' });
  expect(changes.sort()).toEqual(['agreed', 'channel', 'email', 'note']);
  expect(field<HTMLInputElement>('email').value).toBe('ilona@example.org');
  expect(field<HTMLInputElement>('agreed').checked).toBe(true);
  expect(field<HTMLSelectElement>('channel').value).toBe('phone');
});

it('changes nothing in a form drawn in the browser', async () => {
  container = document.createElement('div');
  document.body.appendChild(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    root = createRoot(container!);
    root.render(<Fields />);
  });
  expect(changes).toEqual([]);
});
