// @vitest-environment happy-dom
/** The studio's contrast table judges the brand's colours as the validator does, pair by pair. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ContrastTable } from '../../../renderer/studio/ContrastTable';
import { CONTRAST_PAIRS, NON_TEXT_CONTRAST_PAIRS } from '../../../renderer/domain/brand/contrast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function rows(colors: Record<string, string>): string[] {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<ContrastTable brand={{ themeTokens: { colors } }} />));
  const texts = [...container.querySelectorAll('tbody tr')].map((tr) => `${tr.className}|${tr.textContent}`);
  act(() => root.unmount());
  return texts;
}

const GOOD = { text: '#14213d', background: '#f3f6fa', surface: '#ffffff', onPrimary: '#ffffff', primary: '#00468c', muted: '#4a5870', error: '#b00020', controlBorder: '#4a5870' };

describe('ContrastTable', () => {
  it('has a row per pair the validator checks, none too low for a readable theme', () => {
    const all = rows(GOOD);
    expect(all).toHaveLength(CONTRAST_PAIRS.length + NON_TEXT_CONTRAST_PAIRS.length);
    expect(all.filter((r) => r.includes('too low'))).toEqual([]);
  });

  it('marks the pairs a poor primary colour spoils, with their ratio', () => {
    const poor = rows({ ...GOOD, primary: '#9ab0c8' }).filter((r) => r.startsWith('studio-bad|'));
    expect(poor).toHaveLength(2);
    expect(poor[0]).toContain('onPrimary #ffffff');
    expect(poor[0]).toContain('2.23:1 (too low)');
    expect(poor[1]).toContain('primary #9ab0c8');
  });

  it('judges control edges against 3:1, not the 4.5:1 of text', () => {
    // #8a8a8a is 3.45:1 on white: too low for text, enough for a field's edge.
    expect(rows({ ...GOOD, controlBorder: '#8a8a8a' }).filter((r) => r.startsWith('studio-bad|'))).toEqual([]);
    const faint = rows({ ...GOOD, controlBorder: '#cbd5e3' }).filter((r) => r.startsWith('studio-bad|'));
    expect(faint).toHaveLength(2);
    expect(faint[0]).toContain('controlBorder #cbd5e3');
  });

  it('says which value is no colour rather than judging it', () => {
    expect(rows({ ...GOOD, primary: 'blue' }).filter((r) => r.includes('not a colour'))).toHaveLength(2);
  });
});
