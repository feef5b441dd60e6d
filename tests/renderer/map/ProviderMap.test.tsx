// @vitest-environment happy-dom
/**
 * The map's accessible side: the focusable, named map region and the list of markers as links.
 * OpenLayers itself is replaced by a recording stub: canvas drawing is OL's business, and
 * happy-dom has no canvas to draw on.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapMarker } from '../../../renderer/map/mapMarker';

const calls = vi.hoisted(() => ({ created: 0, disposed: 0, markers: [] as unknown[][], views: [] as unknown[], fits: 0, onSelect: undefined as undefined | ((id: string) => void) }));
vi.mock('../../../renderer/map/createProviderMap', () => ({
  createProviderMap: (_target: HTMLElement, options: { onSelect(id: string): void }) => {
    calls.created += 1;
    calls.onSelect = options.onSelect;
    return {
      setMarkers: (m: unknown[]) => calls.markers.push(m),
      setView: (...args: unknown[]) => calls.views.push(args),
      fitMarkers: () => { calls.fits += 1; },
      dispose: () => { calls.disposed += 1; },
    };
  },
}));

const { default: ProviderMap } = await import('../../../renderer/map/ProviderMap');

const MARKERS: MapMarker[] = [
  { id: 'p1', lon: 19.04, lat: 47.5, label: 'Budai Egészségközpont', href: '/providers/p1' },
  { id: 'p2', lon: 21.63, lat: 47.53, label: 'Debreceni Rendelő', href: '/providers/p2' },
  { id: 'p3', lon: 23.6, lat: 46.77, label: 'Clinica Cluj' },
];

let container: HTMLDivElement;
let root: Root;
const render = (ui: React.ReactNode) => act(() => root.render(ui));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Object.assign(calls, { created: 0, disposed: 0, markers: [], views: [], fits: 0, onSelect: undefined });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ProviderMap', () => {
  it('renders a focusable map region with the aria-label', () => {
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Szolgáltatók térképen" />);
    const region = container.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Szolgáltatók térképen');
    expect(region?.getAttribute('tabindex')).toBe('0');
  });

  it('renders every marker in the accessible list, as a link when it has a page', () => {
    const onSelect = vi.fn();
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" listLabel="Találatok listája" onSelect={onSelect} />);
    const list = container.querySelector('ul');
    expect(list?.getAttribute('aria-label')).toBe('Találatok listája');
    const links = [...container.querySelectorAll('ul a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Budai Egészségközpont', '/providers/p1'],
      ['Debreceni Rendelő', '/providers/p2'],
    ]);
    const button = container.querySelector('ul button');
    expect(button?.textContent).toBe('Clinica Cluj');
    act(() => (button as HTMLButtonElement).click());
    expect(onSelect).toHaveBeenCalledWith('p3');
  });

  it('a plain click on a link goes through onSelect', () => {
    const onSelect = vi.fn();
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" onSelect={onSelect} />);
    const link = container.querySelector('ul a') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(event));
    expect(onSelect).toHaveBeenCalledWith('p1');
    expect(event.defaultPrevented).toBe(true);
  });

  it('without onSelect, links are plain links and markers without a page are text', () => {
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" />);
    expect(container.querySelectorAll('ul li')).toHaveLength(3);
    expect(container.querySelector('ul button')).toBeNull();
    expect(container.querySelectorAll('ul li')[2]?.textContent).toBe('Clinica Cluj');
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('Térkép');
  });

  it('the list is visually hidden until keyboard focus enters it', () => {
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" />);
    const wrapper = container.querySelector('ul')!.parentElement!;
    expect(wrapper.className).toContain('visually-hidden');
    act(() => (container.querySelector('ul a') as HTMLAnchorElement).focus());
    expect(wrapper.className).not.toContain('visually-hidden');
  });

  it('hands markers to the map, passes marker clicks to the latest onSelect and disposes on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" onSelect={first} />);
    render(<ProviderMap markers={MARKERS.slice(0, 1)} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" onSelect={second} />);
    expect(calls.created).toBe(1);
    expect(calls.markers.at(-1)).toEqual(MARKERS.slice(0, 1));
    calls.onSelect?.('p1');
    expect(second).toHaveBeenCalledWith('p1');
    expect(first).not.toHaveBeenCalled();
    act(() => root.unmount());
    expect(calls.disposed).toBe(1);
    root = createRoot(container);
  });

  it('a new tile URL builds a new map', () => {
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" />);
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" tileUrl="https://tiles.example/{z}/{x}/{y}.png" />);
    expect(calls.created).toBe(2);
    expect(calls.disposed).toBe(1);
  });

  it('frames the markers instead of keeping center and zoom when asked to', () => {
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={12} ariaLabel="Térkép" fitMarkers />);
    const onMount = calls.fits;
    expect(onMount).toBeGreaterThan(0);
    render(<ProviderMap markers={MARKERS.slice(0, 1)} center={[19.5, 47.2]} zoom={12} ariaLabel="Térkép" fitMarkers />);
    expect(calls.fits).toBe(onMount + 1);
    expect(calls.views).toEqual([]);
  });

  it('keeps center and zoom without fitMarkers', () => {
    render(<ProviderMap markers={MARKERS} center={[19.5, 47.2]} zoom={7} ariaLabel="Térkép" />);
    render(<ProviderMap markers={MARKERS} center={[21.6, 47.5]} zoom={9} ariaLabel="Térkép" />);
    expect(calls.fits).toBe(0);
    expect(calls.views.at(-1)).toEqual([[21.6, 47.5], 9]);
  });
});
