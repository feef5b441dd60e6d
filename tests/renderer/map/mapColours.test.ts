// @vitest-environment happy-dom
/** The map reads the brand's theme tokens; literals are only the fallback of a page without them. */
import { afterEach, describe, expect, it } from 'vitest';
import { readMapColours } from '../../../renderer/map/mapColours';

afterEach(() => document.documentElement.removeAttribute('style'));

describe('readMapColours', () => {
  it('takes the CSS custom properties of the document', () => {
    const root = document.documentElement;
    root.style.setProperty('--color-primary', '#e20074');
    root.style.setProperty('--color-on-primary', '#fefefe');
    root.style.setProperty('--color-surface', '#eeeeee');
    root.style.setProperty('--color-border', '#cccccc');
    root.style.setProperty('--color-text', '#111111');
    expect(readMapColours()).toEqual({ marker: '#e20074', onMarker: '#fefefe', land: '#eeeeee', border: '#cccccc', text: '#111111' });
  });

  it('falls back to defaults when the theme is missing', () => {
    const colours = readMapColours();
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});
