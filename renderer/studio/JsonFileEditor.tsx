/**
 * The brand studio's raw JSON editor for one brand file: a plain textarea, what the schema allows
 * at the caret beside it ("Allowed here"), and the file's problems below it, each leading to its
 * place. Ctrl+Space moves to the suggestions, Escape back to the text.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type JSX, type KeyboardEvent, type RefObject } from 'react';
import { completionsAt, type CompletionItem } from './model/completion';
import { offsetOfLineColumn } from './model/textPosition';
import './jsonFileEditor.css';

export interface JsonFileProblem {
  line: number;
  column: number;
  message: string;
}

export interface JsonFileEditorProps {
  label: string;
  text: string;
  onChange: (text: string) => void;
  schema: Record<string, unknown>;
  problems: JsonFileProblem[];
}

export function JsonFileEditor({ label, text, onChange, schema, problems }: JsonFileEditorProps): JSX.Element {
  const id = useId();
  const inputId = `${id}-input`;
  const headingId = `${id}-allowed`;
  const problemsId = `${id}-problems`;
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [caret, setCaret] = useState(0);
  const completion = useMemo(() => completionsAt(schema, text, Math.min(caret, text.length)), [schema, text, caret]);
  const pendingCaret = usePendingCaret(input, text);

  const readCaret = () => {
    if (input.current) setCaret(input.current.selectionStart);
  };

  const choose = (item: CompletionItem) => {
    const range = completion.replace ?? { offset: Math.min(caret, text.length), length: 0 };
    const next = text.slice(0, range.offset) + item.insert + text.slice(range.offset + range.length);
    const at = range.offset + item.insert.length;
    pendingCaret.current = at;
    setCaret(at);
    input.current?.focus();
    onChange(next);
  };

  const goTo = (problem: JsonFileProblem) => {
    const at = offsetOfLineColumn(text, problem.line, problem.column);
    setCaret(at);
    if (input.current) placeCaret(input.current, at, problem.line);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.ctrlKey && (event.key === ' ' || event.code === 'Space')) {
      event.preventDefault();
      list.current?.querySelector('button')?.focus();
    }
  };

  const invalid = problems.length > 0;
  return (
    <div className="studio-json">
      <div className="studio-json-main">
        <label className="studio-json-label" htmlFor={inputId}>
          {label}
        </label>
        <textarea
          id={inputId}
          ref={input}
          className="studio-json-input"
          value={text}
          rows={25}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-keyshortcuts="Control+Space"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? problemsId : undefined}
          onChange={(event) => {
            setCaret(event.currentTarget.selectionStart);
            onChange(event.currentTarget.value);
          }}
          onSelect={readCaret}
          onKeyDown={onInputKeyDown}
        />
        {invalid && <ProblemLinks id={problemsId} problems={problems} onGoTo={goTo} />}
      </div>
      <AllowedHere headingId={headingId} items={completion.items} listRef={list} onChoose={choose} onBack={() => input.current?.focus()} />
    </div>
  );
}

/**
 * Where the caret goes once the textarea shows the text an insertion produced: set `current`, and
 * the caret is put there after the render that shows that text.
 */
function usePendingCaret(input: RefObject<HTMLTextAreaElement | null>, text: string): RefObject<number | null> {
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const textarea = input.current;
    const at = pendingCaret.current;
    if (!textarea || at === null || textarea.value !== text) return;
    pendingCaret.current = null;
    placeCaret(textarea, at);
  });
  return pendingCaret;
}

/** The file's problems, each a button that takes the caret to its place in the text. */
function ProblemLinks({ id, problems, onGoTo }: { id: string; problems: JsonFileProblem[]; onGoTo: (problem: JsonFileProblem) => void }): JSX.Element {
  return (
    <ul id={id} className="studio-json-problems" aria-label="Problems">
      {problems.map((problem, i) => (
        <li key={`${problem.line}:${problem.column}:${i}`}>
          <button type="button" className="studio-json-problem" onClick={() => onGoTo(problem)}>
            Line {problem.line}, column {problem.column}: {problem.message}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface AllowedHereProps {
  headingId: string;
  items: CompletionItem[];
  /** The list of suggestions, which Ctrl+Space in the text moves to. */
  listRef: RefObject<HTMLUListElement | null>;
  onChoose: (item: CompletionItem) => void;
  /** Escape in the list: back to the text. */
  onBack: () => void;
}

/** What the schema allows at the caret: suggestions to insert, walked with the arrow keys. */
function AllowedHere({ headingId, items, listRef, onChoose, onBack }: AllowedHereProps): JSX.Element {
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
    } else if (move && index >= 0) {
      event.preventDefault();
      buttons[(index + move + buttons.length) % buttons.length]?.focus();
    }
  };

  return (
    <section className="studio-json-allowed" aria-labelledby={headingId}>
      <h3 id={headingId} className="studio-json-heading">
        Allowed here
      </h3>
      <p className="studio-json-hint">Ctrl+Space in the text moves here; Escape goes back.</p>
      {items.length === 0 ? (
        <p className="studio-json-none">Nothing the schema suggests at the caret.</p>
      ) : (
        <ul ref={listRef} className="studio-json-items" onKeyDown={onListKeyDown}>
          {items.map((item) => (
            <li key={item.insert}>
              <button type="button" className="studio-json-item" onClick={() => onChoose(item)}>
                <span className="studio-json-item-label">{item.label}</span>
                {item.detail && <span className="studio-json-item-detail">{item.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Focuses the textarea with the caret at `offset`, scrolled so that `line` (1-based, if known) shows. */
function placeCaret(textarea: HTMLTextAreaElement, offset: number, line?: number): void {
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
  if (line === undefined) return;
  const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight);
  if (Number.isFinite(lineHeight)) textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
}
