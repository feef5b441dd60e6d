/** The studio's top bar: which brand, a new brand from a copy, the state of the set and saving. */
import { useId, useState, type FormEvent } from 'react';
import type { ConfigProblem } from '../domain/brand/configProblem';
import { newBrandIdProblem } from './model/brandSet';
import { Field } from './Field';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; written: string[] }
  | { kind: 'refused'; message: string; problems?: ConfigProblem[] };

interface BrandBarProps {
  brands: string[];
  current: string;
  onPick: (id: string) => void;
  onCopy: (sourceId: string, newId: string, name: string) => void;
  changedFiles: number;
  problems: number;
  warnings: number;
  checking: boolean;
  checkFailure?: string;
  save: SaveState;
  onSave: () => void;
  /** Drops every unsaved change (asked once more). */
  onDiscard: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function CopyBrandForm({ brands, current, onCopy, onClose }: Pick<BrandBarProps, 'brands' | 'current' | 'onCopy'> & { onClose: () => void }) {
  const [source, setSource] = useState(current);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const idProblem = newBrandIdProblem(id, brands);
  const nameProblem = name.trim() ? undefined : 'Give the brand the name its visitors see.';
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (idProblem || nameProblem) return;
    onCopy(source, id, name.trim());
    onClose();
  };
  return (
    <form className="studio-copy" onSubmit={submit} aria-label="New brand from a copy" noValidate>
      <Field label="Copy of">
        {(fieldId) => (
        <select id={fieldId} value={source} onChange={(e) => setSource(e.target.value)}>
          {brands.map((b) => <option key={b} value={b}>{b}</option>)}
        </select>
        )}
      </Field>
      <Field label="New brand id">
        {(fieldId) => (
        <input id={fieldId} value={id} onChange={(e) => setId(e.target.value.trim())} aria-invalid={tried && Boolean(idProblem)} aria-describedby={`${ids}-id`} autoComplete="off" />
        )}
      </Field>
      <Field label="Name">
        {(fieldId) => (
        <input id={fieldId} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={tried && Boolean(nameProblem)} aria-describedby={`${ids}-name`} autoComplete="off" />
        )}
      </Field>
      <button type="submit">Create</button>
      <button type="button" onClick={onClose}>Cancel</button>
      <p id={`${ids}-id`} className="studio-field-problem">{tried ? idProblem : `Its address in development: ${id || '<id>'}.localhost`}</p>
      <p id={`${ids}-name`} className="studio-field-problem">{tried ? nameProblem : ''}</p>
    </form>
  );
}

function SaveStatus({ save, changedFiles }: { save: SaveState; changedFiles: number }) {
  if (save.kind === 'saving') return <p role="status">Saving…</p>;
  if (save.kind === 'saved') return <p role="status" className="studio-ok">Saved: {save.written.length ? save.written.join(', ') : 'nothing had changed'}.</p>;
  if (save.kind === 'refused') {
    return <p role="alert" className="studio-bad">Not saved. {save.message}{save.problems ? ` (${plural(save.problems.length, 'problem')} in the brand set)` : ''}</p>;
  }
  return <p role="status">{changedFiles ? `${plural(changedFiles, 'file')} changed, not saved yet.` : 'No unsaved changes.'}</p>;
}

export function BrandBar(props: BrandBarProps) {
  const { brands, current, onPick, changedFiles, problems, warnings, checking, checkFailure, save, onSave, onDiscard } = props;
  const [copying, setCopying] = useState(false);
  return (
    <header className="studio-bar">
      <h1>Brand studio</h1>
      <Field label="Brand">
        {(fieldId) => (
        <select id={fieldId} value={current} onChange={(e) => onPick(e.target.value)}>
          {brands.map((b) => <option key={b} value={b}>{b}</option>)}
        </select>
        )}
      </Field>
      <button type="button" onClick={() => setCopying((c) => !c)} aria-expanded={copying}>New brand from a copy</button>
      <p className={problems ? 'studio-bad' : 'studio-ok'} aria-live="polite">
        {checking ? 'Checking…' : checkFailure ? `The check failed: ${checkFailure}` : problems ? `${plural(problems, 'problem')} in the brand set` : 'The brand set is valid'}
        {warnings ? `, ${plural(warnings, 'warning')}` : ''}
      </p>
      <button type="button" className="studio-save" onClick={onSave} disabled={save.kind === 'saving' || changedFiles === 0}>Save</button>
      <button
        type="button"
        onClick={() => { if (window.confirm(`Discard the changes to ${plural(changedFiles, 'file')}? The brands go back to what is saved.`)) onDiscard(); }}
        disabled={changedFiles === 0 || save.kind === 'saving'}
      >
        Discard changes
      </button>
      <SaveStatus save={save} changedFiles={changedFiles} />
      {copying && <CopyBrandForm brands={brands} current={current} onCopy={props.onCopy} onClose={() => setCopying(false)} />}
    </header>
  );
}
