/** The contrast of the brand's text colours with what they are drawn on, as the validator judges it. */
import { CONTRAST_PAIRS, MINIMUM_CONTRAST, contrastRatio } from '../domain/brand/contrast';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function ContrastTable({ brand }: { brand: unknown }) {
  const colors = ((brand as { themeTokens?: { colors?: Record<string, unknown> } }).themeTokens?.colors ?? {}) as Record<string, unknown>;
  return (
    <section className="studio-contrast" aria-labelledby="studio-contrast-title">
      <h3 id="studio-contrast-title">Contrast of the brand's colours (at least {MINIMUM_CONTRAST}:1)</h3>
      <table>
        <thead>
          <tr><th scope="col">Text</th><th scope="col">On</th><th scope="col">Sample</th><th scope="col">Ratio</th></tr>
        </thead>
        <tbody>
          {CONTRAST_PAIRS.map(([fg, bg]) => {
            const a = colors[fg];
            const b = colors[bg];
            const ok = typeof a === 'string' && typeof b === 'string' && HEX.test(a) && HEX.test(b);
            const ratio = ok ? contrastRatio(a, b) : undefined;
            return (
              <tr key={`${fg}/${bg}`} className={ratio !== undefined && ratio < MINIMUM_CONTRAST ? 'studio-bad' : undefined}>
                <td>{fg} <code>{String(a ?? '—')}</code></td>
                <td>{bg} <code>{String(b ?? '—')}</code></td>
                <td>{ok ? <span className="studio-sample" style={{ color: a, background: b }}>Aa</span> : '—'}</td>
                <td>{ratio === undefined ? 'not a colour' : `${ratio.toFixed(2)}:1 ${ratio < MINIMUM_CONTRAST ? '(too low)' : ''}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
