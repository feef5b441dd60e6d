/**
 * The contrast of the brand's text colours with what they are drawn on, and of control edges with
 * the field and the page, as the validator judges it.
 */
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, MINIMUM_NON_TEXT_CONTRAST, NON_TEXT_CONTRAST_PAIRS, contrastRatio } from '../domain/brand/contrast';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const PAIRS: Array<readonly [string, string, number]> = [
  ...CONTRAST_PAIRS.map(([fg, bg]) => [fg, bg, MINIMUM_CONTRAST] as const),
  ...NON_TEXT_CONTRAST_PAIRS.map(([fg, bg]) => [fg, bg, MINIMUM_NON_TEXT_CONTRAST] as const),
];

export function ContrastTable({ brand }: { brand: unknown }) {
  const colors = ((brand as { themeTokens?: { colors?: Record<string, unknown> } }).themeTokens?.colors ?? {}) as Record<string, unknown>;
  return (
    <section className="studio-contrast" aria-labelledby="studio-contrast-title">
      <h3 id="studio-contrast-title">Contrast of the brand's colours (text at least {MINIMUM_CONTRAST}:1, control edges at least {MINIMUM_NON_TEXT_CONTRAST}:1)</h3>
      <table>
        <thead>
          <tr><th scope="col">Text or edge</th><th scope="col">On</th><th scope="col">Sample</th><th scope="col">Ratio</th></tr>
        </thead>
        <tbody>
          {PAIRS.map(([fg, bg, minimum]) => {
            const a = colors[fg];
            const b = colors[bg];
            const ok = typeof a === 'string' && typeof b === 'string' && HEX.test(a) && HEX.test(b);
            const ratio = ok ? contrastRatio(a, b) : undefined;
            return (
              <tr key={`${fg}/${bg}`} className={ratio !== undefined && ratio < minimum ? 'studio-bad' : undefined}>
                <td>{fg} <code>{String(a ?? '—')}</code></td>
                <td>{bg} <code>{String(b ?? '—')}</code></td>
                <td>{ok ? <span className="studio-sample" style={{ color: a, background: b }}>Aa</span> : '—'}</td>
                <td>{ratio === undefined ? 'not a colour' : `${ratio.toFixed(2)}:1 ${ratio < minimum ? '(too low)' : ''}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
