/**
 * One document of the brand, edited a part at a time in a form made from its schema, or whole as
 * the brand's own file. Both write the draft's file: the form's change is turned into the merge
 * patch over _base that the file holds.
 */
import { useMemo, useState } from 'react';
import { decodePointer, type ConfigProblem } from '../domain/brand/configProblem';
import { documentState, documentsOf, isLocaleDoc, schemaKindOf, schemaLinkOf, withFile, type DocId, type Draft, type Files } from './model/brandSet';
import { overlayText } from './model/brandFile';
import { GENERAL, isMapSchema, titledByKey, partSchema, sectionsOf, valueAt, withValueAt } from './model/formParts';
import { problemsOfDocument } from './model/problemPlaces';
import { JsonFileEditor } from './JsonFileEditor';
import { PartForm } from './PartForm';
import { LocaleTextsForm } from './LocaleTextsForm';
import { Field } from './Field';

export interface EditorPlace {
  doc: DocId;
  /** The part the form shows: [section] or [section, entry]; [] before one is chosen. */
  part: string[];
  /** Where a problem chosen in the list is, to bring into view. */
  focus?: string[];
}

interface DocumentEditorProps {
  files: Files;
  draft: Draft;
  kinds: string[];
  schemas: Record<string, Record<string, unknown>>;
  brandId: string;
  place: EditorPlace;
  onPlace: (place: EditorPlace) => void;
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
  onDraft: (draft: Draft) => void;
}

/** The document edited in a form made from its schema, or as the brand's own file. */
type EditorView = 'form' | 'file';

const docLabel = (doc: DocId) => (isLocaleDoc(doc) ? `Texts: ${doc.split('/')[1]} / ${doc.split('/')[2]}` : `${doc}.json`);

export function DocumentEditor({ files, draft, kinds, schemas, brandId, place, onPlace, problems, warnings, onDraft }: DocumentEditorProps) {
  const [view, setView] = useState<EditorView>('form');
  const docs = documentsOf(files, draft, kinds, brandId);
  const doc = docs.includes(place.doc) ? place.doc : 'brand';
  const state = documentState(files, draft, brandId, doc);
  const rawSchema = schemas[schemaKindOf(doc)];
  const schema = useMemo(() => titledByKey(rawSchema ?? {}) as Record<string, unknown>, [rawSchema]);
  const docProblems = useMemo(() => [...problemsOfDocument(problems, brandId, doc), ...problemsOfDocument(warnings, brandId, doc)], [problems, warnings, brandId, doc]);
  const fileProblems = docProblems.filter((p) => p.file === state.file);

  const sections = sectionsOf(schema, state.effective);
  const section = place.part[0] !== undefined && sections.includes(place.part[0]) ? place.part[0] : sections[0];
  const sectionSchema = section !== undefined ? partSchema(schema, [section]) : {};
  const entries = section !== undefined && section !== GENERAL && isMapSchema(sectionSchema) && !isLocaleDoc(doc) ? Object.keys((valueAt(state.effective, [section]) as object | undefined) ?? {}) : undefined;
  const entry = entries && (place.part[1] && entries.includes(place.part[1]) ? place.part[1] : entries[0]);
  const part = section !== undefined ? (entry ? [section, entry] : [section]) : [];
  const partKey = part.join('\u0000');
  // The general section's fields sit at the document's top: its problems are placed from there.
  const formAt = section === GENERAL ? [] : part;
  const formProblems = section === GENERAL ? docProblems.filter((p) => {
    const first = decodePointer(p.pointer)[0];
    return first === undefined || !sections.includes(first);
  }) : docProblems;
  // Made once per part: a new schema object makes RJSF prepare the whole form again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by the part's path text (partKey): `part` is a new array each render.
  const formSchema = useMemo(() => partSchema(schema, part), [schema, partKey]);

  const setText = (text: string | undefined) => onDraft(withFile(files, draft, state.file, text));
  const setPart = (value: unknown) => {
    // RJSF leaves a cleared field as undefined: the file says nothing of it.
    const clean = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    const effective = withValueAt(state.effective, part, clean, schema);
    setText(overlayText({ base: state.base, effective, previous: state.overlay, schemaLink: schemaLinkOf(doc) }));
  };

  return (
    <div className="studio-document">
      <DocumentPickers docs={docs} doc={doc} view={view} onView={setView} sections={sections} section={section} entries={entries} entry={entry} onPlace={onPlace} />
      <p className="studio-hint">
        {state.text === undefined ? `${brandId} has no ${state.file.slice(brandId.length + 1)} of its own: it reads _base's. A change creates the file.` : `${state.file}: what ${brandId} changes over _base.`}
      </p>
      {view === 'file' || state.syntaxError ? (
        <>
          {view === 'form' && <p role="alert" className="studio-bad">The file does not read as JSON, so the form cannot show it; mend it here.</p>}
          <JsonFileEditor
            label={`${state.file} (the brand's own file)`}
            text={state.text ?? `{\n  "$schema": "${schemaLinkOf(doc)}"\n}\n`}
            onChange={setText}
            schema={schema}
            problems={fileProblems.map((p) => ({ line: p.line, column: p.column, message: p.message }))}
          />
        </>
      ) : isLocaleDoc(doc) ? (
        <LocaleTextsForm key={`${brandId}/${doc}/${section}`} section={section} value={valueAt(state.effective, part)} base={valueAt(state.base, part)} onChange={setPart} problems={docProblems} at={part} />
      ) : section !== undefined ? (
        <PartForm key={`${brandId}/${doc}/${part.join('/')}`} schema={formSchema} value={valueAt(state.effective, part, schema)} onChange={setPart} problems={formProblems} at={formAt} focus={place.focus} />
      ) : null}
    </div>
  );
}

interface DocumentPickersProps {
  docs: DocId[];
  doc: DocId;
  view: EditorView;
  onView: (view: EditorView) => void;
  sections: string[];
  section: string | undefined;
  /** The section's entries, for a section that is a map of them. */
  entries: string[] | undefined;
  entry: string | undefined;
  onPlace: (place: EditorPlace) => void;
}

/** Which document, whether as a form or as its file, and in the form which section and entry. */
function DocumentPickers({ docs, doc, view, onView, sections, section, entries, entry, onPlace }: DocumentPickersProps) {
  return (
    <div className="studio-pickers">
      <Field label="Document">
        {(fieldId) => (
        <select id={fieldId} value={doc} onChange={(e) => onPlace({ doc: e.target.value, part: [] })}>
          {docs.map((d) => <option key={d} value={d}>{docLabel(d)}</option>)}
        </select>
        )}
      </Field>
      <div role="group" aria-label="Edit as" className="studio-toggle">
        <button type="button" aria-pressed={view === 'form'} onClick={() => onView('form')}>Form</button>
        <button type="button" aria-pressed={view === 'file'} onClick={() => onView('file')}>File (JSON)</button>
      </div>
      {view === 'form' && sections.length > 0 && (
        <Field label="Section">
          {(fieldId) => (
          <select id={fieldId} value={section} onChange={(e) => onPlace({ doc, part: [e.target.value] })}>
            {sections.map((s) => <option key={s} value={s}>{s === GENERAL ? 'General settings' : s}</option>)}
          </select>
          )}
        </Field>
      )}
      {view === 'form' && entries && entries.length > 0 && (
        <Field label="Entry">
          {(fieldId) => (
          <select id={fieldId} value={entry} onChange={(e) => onPlace({ doc, part: [section!, e.target.value] })}>
            {entries.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
          )}
        </Field>
      )}
    </div>
  );
}
