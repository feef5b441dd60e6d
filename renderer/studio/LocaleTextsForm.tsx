/**
 * A section of a locale file as the texts it holds: one field per text, named by its key, with
 * _base's text beside it when the brand says something else. Texts are what a product owner
 * changes here; the keys themselves are the portal's.
 */
import type { ConfigProblem } from '../domain/brand/configProblem';
import { decodePointer } from '../domain/brand/configProblem';

interface LocaleTextsFormProps {
  section: string | undefined;
  value: unknown;
  base: unknown;
  onChange: (value: unknown) => void;
  problems: ConfigProblem[];
  at: string[];
}

type Texts = { [key: string]: string | Texts };

function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...prefix, key]));
}

const read = (value: unknown, path: string[]): unknown => path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Texts)[key] : undefined), value);

function written(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [key, ...rest] = path as [string, ...string[]];
  const node = typeof value === 'object' && value !== null ? { ...(value as Texts) } : {};
  node[key] = written(node[key], rest, text) as string | Texts;
  return node;
}

export function LocaleTextsForm({ section, value, base, onChange, problems, at }: LocaleTextsFormProps) {
  if (!section) return <p>This file holds no texts yet.</p>;
  const paths = leaves(value);
  const problemAt = (path: string[]) => problems.filter((p) => decodePointer(p.pointer).join('/') === [...at, ...path].join('/'));
  return (
    <fieldset className="studio-texts">
      <legend>{section}</legend>
      {paths.map((path) => {
        const id = `text-${[...at, ...path].join('-')}`;
        const text = read(value, path);
        const original = read(base, path);
        const wrong = problemAt(path);
        return (
          <div key={id} className="studio-text">
            <label htmlFor={id}>{path.length ? path.join('.') : section}</label>
            <textarea id={id} rows={typeof text === 'string' && text.length > 80 ? 3 : 1} value={typeof text === 'string' ? text : ''} onChange={(e) => onChange(written(value, path, e.target.value))} aria-invalid={wrong.length > 0} aria-describedby={wrong.length ? `${id}-problems` : undefined} />
            {typeof original === 'string' && original !== text && <p className="studio-hint">_base: {original}</p>}
            {wrong.length > 0 && <ul id={`${id}-problems`} className="studio-field-problem">{wrong.map((p) => <li key={p.message}>{p.message}</li>)}</ul>}
          </div>
        );
      })}
    </fieldset>
  );
}
