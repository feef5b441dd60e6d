/** Every problem of the brand set, as CI's validator reports it, each one a way to its place. */
import type { ConfigProblem } from '../domain/brand/configProblem';

interface ProblemListProps {
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
  onShow: (problem: ConfigProblem) => void;
}

function Items({ items, onShow }: { items: ConfigProblem[]; onShow: ProblemListProps['onShow'] }) {
  return (
    <ul>
      {items.map((p) => (
        <li key={`${p.file}:${p.pointer}:${p.rule}:${p.message}`}>
          <button type="button" className="studio-link" onClick={() => onShow(p)}>{p.file}:{p.line}:{p.column}</button>{' '}
          <span>{p.message}</span> <code>{p.rule}</code>
        </li>
      ))}
    </ul>
  );
}

export function ProblemList({ problems, warnings, onShow }: ProblemListProps) {
  return (
    <section className="studio-problems" aria-labelledby="studio-problems-title">
      <h2 id="studio-problems-title">The brand set</h2>
      {problems.length === 0 && warnings.length === 0 && <p className="studio-ok">Every brand is valid: nothing to mend.</p>}
      {problems.length > 0 && (
        <>
          <h3>{problems.length === 1 ? '1 problem' : `${problems.length} problems`}: nothing is saved while there is one</h3>
          <Items items={problems} onShow={onShow} />
        </>
      )}
      {warnings.length > 0 && (
        <>
          <h3>{warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}: valid, but rarely meant</h3>
          <Items items={warnings} onShow={onShow} />
        </>
      )}
    </section>
  );
}
