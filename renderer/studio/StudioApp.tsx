/**
 * The brand studio: pick a brand or start one from a copy, edit its documents in forms made from
 * the project's schemas or as the brand's own JSON files, see every problem of the whole brand set
 * as the validator of CI finds it (beside its field where it has one), see the portal for the
 * brand in a frame, and save the brand's files once the set is valid.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConfigProblem } from '../domain/brand/configProblem';
import { brandIds, copiedBrand, documentState, documentsOf, type Draft } from './model/brandSet';
import { placeOf } from './model/problemPlaces';
import { imageOfProblemFile } from './model/brandImages';
import { loadSnapshot, problemsOf, saveDraft, type StudioSnapshot } from './studioApi';
import { useDraftCheck } from './useDraftCheck';
import { keepDraft, keptDraft } from './model/keptDraft';
import { BrandBar, type SaveState } from './BrandBar';
import { DocumentEditor, type EditorPlace } from './DocumentEditor';
import { ImagesEditor } from './ImagesEditor';
import { ProblemList } from './ProblemList';
import { PreviewPane } from './PreviewPane';

export function StudioApp() {
  const { snapshot, loadFailure, reload } = useStudioSnapshot();
  const { draft, setDraft, brandId, setBrandId } = useKeptDraft();
  const [place, setPlace] = useState<EditorPlace>({ doc: 'brand', part: [] });
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [imageFocus, setImageFocus] = useState<{ name: string }>();

  const files = useMemo(() => snapshot?.files ?? {}, [snapshot]);
  const kinds = useMemo(() => Object.keys(snapshot?.schemas ?? {}).filter((k) => k !== 'locale'), [snapshot]);
  const brands = useMemo(() => brandIds(files, draft), [files, draft]);
  const initial = useMemo(() => snapshot && { problems: snapshot.problems, warnings: snapshot.warnings }, [snapshot]);
  const check = useDraftCheck(draft, initial);
  // At first, the brand unknown hosts get (brand.json "fallback").
  const fallback = useMemo(() => brands.find((id) => (documentState(files, draft, id, 'brand').effective as { fallback?: boolean }).fallback === true), [brands, files, draft]);
  const current = brandId && brands.includes(brandId) ? brandId : fallback ?? brands[0];

  const changeDraft = (next: Draft) => {
    setDraft(next);
    setSave({ kind: 'idle' });
  };
  const copy = (sourceId: string, newId: string, name: string) => {
    changeDraft(copiedBrand(files, draft, sourceId, newId, name));
    setBrandId(newId);
    setPlace({ doc: 'brand', part: [] });
  };
  const saveAll = () => {
    setSave({ kind: 'saving' });
    saveDraft(draft).then(
      ({ written }) => {
        setSave({ kind: 'saved', written });
        setDraft({});
        reload();
      },
      (error: unknown) => setSave({ kind: 'refused', message: error instanceof Error ? error.message : String(error), problems: problemsOf(error) }),
    );
  };
  const show = (problem: ConfigProblem) => {
    const image = imageOfProblemFile(problem.file);
    if (image) {
      if (image.owner !== '_base' && brands.includes(image.owner)) setBrandId(image.owner);
      setImageFocus({ name: image.name });
      return;
    }
    const at = placeOf(problem);
    if (at.owner !== '_base' && brands.includes(at.owner)) setBrandId(at.owner);
    if (at.doc && documentsOf(files, draft, kinds, at.owner === '_base' ? current ?? '' : at.owner).includes(at.doc)) {
      setPlace({ doc: at.doc, part: at.path.slice(0, 2), focus: at.path });
    }
  };

  if (loadFailure || !snapshot || !current) return <StudioMessage failure={loadFailure} onRetry={reload} />;
  const changed = Object.keys(draft).length;
  return (
    <div className="studio">
      <BrandBar
        brands={brands} current={current} onPick={(id) => { setBrandId(id); setPlace({ doc: 'brand', part: [] }); }} onCopy={copy}
        changedFiles={changed} problems={check.problems.length} warnings={check.warnings.length} checking={check.checking} checkFailure={check.failure}
        save={save} onSave={saveAll} onDiscard={() => changeDraft({})}
      />
      <main className="studio-main">
        <section className="studio-editor" aria-label="Edit the brand">
          <DocumentEditor
            files={files} draft={draft} kinds={kinds} schemas={snapshot.schemas} brandId={current} place={place} onPlace={setPlace}
            problems={check.problems} warnings={check.warnings} onDraft={changeDraft}
          />
          <ImagesEditor files={files} draft={draft} kinds={kinds} brandId={current} problems={[...check.problems, ...check.warnings]} onDraft={changeDraft} focus={imageFocus} />
          <ProblemList problems={check.problems} warnings={check.warnings} onShow={show} />
        </section>
        <PreviewPane files={files} draft={draft} brandId={current} previewVersion={check.previewVersion} valid={check.problems.length === 0} />
      </main>
    </div>
  );
}

/** The brands as the development server has them (files, schemas, the set's problems), read at first and after a save. */
function useStudioSnapshot() {
  const [snapshot, setSnapshot] = useState<StudioSnapshot>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const reload = useCallback(() => {
    loadSnapshot().then(
      (loaded) => {
        setSnapshot(loaded);
        setLoadFailure(undefined);
      },
      (error: unknown) => setLoadFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  useEffect(reload, [reload]);
  return { snapshot, loadFailure, reload };
}

/** The unsaved draft and the brand being edited, kept in the tab (keptDraft) so a reload brings them back. */
function useKeptDraft() {
  const [kept] = useState(keptDraft);
  const [draft, setDraft] = useState<Draft>(kept.draft);
  const [brandId, setBrandId] = useState<string | undefined>(kept.brandId);
  useEffect(() => keepDraft({ draft, brandId }), [draft, brandId]);
  return { draft, setDraft, brandId, setBrandId };
}

/** The studio before it has brands to show: reading them, or why it could not, with a retry. */
function StudioMessage({ failure, onRetry }: { failure: string | undefined; onRetry: () => void }) {
  if (failure) {
    return (
      <main className="studio-message">
        <h1>Brand studio</h1>
        <p role="alert">The studio could not read the brands from the development server: {failure}</p>
        <button type="button" onClick={onRetry}>Try again</button>
      </main>
    );
  }
  return (
    <main className="studio-message" aria-busy="true">
      <h1>Brand studio</h1>
      <p>Reading the brands…</p>
    </main>
  );
}
