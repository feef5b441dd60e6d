/**
 * The health tool pages (and the other service pages their tests open the same way) as their renderer tests open them: the service route of the base
 * documents rendered with the API fake recording every call, unmounted after each test; the
 * form's fields by name, its submit, and the calls made to the API proper (not the bundle's parts).
 */
import { act } from 'react';
import { afterEach } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, type Rendered } from '../helpers/renderPortal';
import { careApiFake, type Call } from '../care/careApiFake';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

/** Opens a health tool's route; call once per test file, at its top. */
export function healthToolPage(path: string) {
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });
  /** `inlined`: the parts the page carries (every part unless given; none, as after a move in the app). */
  return async (locale: 'hu' | 'en' | 'ro', bundle: BrandBundle = baseBundle(), inlined?: string[]) => {
    const calls: Call[] = [];
    const route = { path, meta: bundle.routes[path]! };
    rendered = await renderPortal({ bundle, url: path, path, element: <ServiceScreen route={route} />, fetchImpl: careApiFake(bundle, {}, calls), locale, inlined });
    return { container: rendered.container, calls };
  };
}

export const field = <T extends HTMLElement = HTMLInputElement>(name: string) => document.querySelector<T>(`#root_${name}`)!;

export const submit = () => act(() => document.querySelector<HTMLButtonElement>('.portal-form button[type="submit"]')!.click());

/** The calls a page made to the API itself since `from`, leaving out its documents (the bundle's parts). */
export const apiCalls = (calls: Call[], from: number) => calls.slice(from).filter((c) => c.path.startsWith('/api/') && !c.path.startsWith('/api/brand-bundle/'));
