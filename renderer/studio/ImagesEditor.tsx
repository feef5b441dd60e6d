/**
 * The brand's images (its logo, favicon, hero…): each with where the documents name it, replaced
 * or removed, and new ones added, by uploading a file. What the validator finds wrong with an
 * image (its type, code in an SVG, its size) shows beside it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConfigProblem } from '../domain/brand/configProblem';
import { IMAGE_EXTENSIONS, IMAGE_TYPES, MAX_IMAGE_BYTES, extensionOfType, type ImageType } from '../domain/brand/imageNames';
import type { Draft, Files } from './model/brandSet';
import { imageOfProblemFile, imagesOf, withAddedImage, withReplacedImage, withSavedImage, withoutOwnImage, type BrandImage, type Upload } from './model/brandImages';

interface ImagesEditorProps {
  files: Files;
  draft: Draft;
  kinds: string[];
  brandId: string;
  problems: ConfigProblem[];
  onDraft: (draft: Draft) => void;
  /** An image to open the list at and bring into view (a problem chosen in the list); a new object each time. */
  focus?: { name: string };
}

const ACCEPT = IMAGE_EXTENSIONS.map((e) => IMAGE_TYPES[e]).join(',');
const TYPES_IN_WORDS = 'SVG, PNG, WebP or JPEG';

/** An uploaded file as a data: URL of its type, or the sentence why it cannot be a brand image. */
async function readUpload(file: File): Promise<Upload | string> {
  const byName = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase().replace('jpeg', 'jpg');
  const type = extensionOfType(file.type) ?? (IMAGE_EXTENSIONS.includes(byName as ImageType) ? (byName as ImageType) : undefined);
  if (!type) return `${file.name} is no image a brand can show: use ${TYPES_IN_WORDS}.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} has ${Math.ceil(file.size / 1024)} KB; a brand image may have at most ${MAX_IMAGE_BYTES / 1024} KB, as every visitor loads it.`;
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
  return { dataUrl: dataUrl.replace(/^data:[^,]*,/, `data:${IMAGE_TYPES[type]};base64,`), type };
}

function UploadInput({ label, onFile }: { label: string; onFile: (file: File) => void }) {
  return (
    <label className="studio-upload">
      <span>{label}</span>
      <input
        type="file"
        accept={ACCEPT}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

function ImageRow({ image, brandId, problems, onReplace, onRemove, onRestore }: {
  image: BrandImage;
  brandId: string;
  problems: ConfigProblem[];
  onReplace: (file: File) => void;
  onRemove: () => void;
  onRestore: () => void;
}) {
  const whose = image.own ? (image.changed ? `${brandId}'s, changed and not saved yet` : `${brandId}'s own`) : image.changed ? `_base's (${brandId}'s own removed, not saved yet)` : `_base's, which ${brandId} shows too`;
  return (
    <li className="studio-image" data-image={image.name}>
      <img src={image.src} alt="" />
      <div className="studio-image-about">
        <p><strong>{image.name}</strong> <span className="studio-hint">{whose}</span></p>
        <p className="studio-hint">{image.usedAt.length ? `Named at ${image.usedAt.join('; ')}` : 'No document names it.'}</p>
        {problems.map((p) => <p key={p.rule + p.message} className="studio-field-problem">{p.message}</p>)}
        <div className="studio-image-actions">
          <UploadInput label={`Replace ${image.name}`} onFile={onReplace} />
          {image.own && <button type="button" onClick={onRemove}>{image.inBase ? `Use _base's ${image.name}` : `Remove ${image.name}`}</button>}
          {image.changed && <button type="button" onClick={onRestore}>Back to the saved image</button>}
        </div>
      </div>
    </li>
  );
}

export function ImagesEditor({ files, draft, kinds, brandId, problems, onDraft, focus }: ImagesEditorProps) {
  const [uploadProblem, setUploadProblem] = useState<string>();
  const [news, setNews] = useState<string>();
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!focus) return;
    setOpen(true);
    requestAnimationFrame(() => list.current?.querySelector(`[data-image="${CSS.escape(focus.name)}"]`)?.scrollIntoView({ block: 'nearest' }));
  }, [focus]);
  // The studio renders at every keystroke; the images (each document parsed and walked) change only with the draft.
  const images = useMemo(() => imagesOf(files, draft, brandId, kinds), [files, draft, brandId, kinds]);
  const problemsOf = (name: string) => problems.filter((p) => {
    const image = imageOfProblemFile(p.file);
    return image?.name === name && (image.owner === brandId || image.owner === '_base');
  });

  const upload = (file: File, apply: (upload: Upload) => { draft: Draft; name: string }, said: (name: string) => string) => {
    setUploadProblem(undefined);
    setNews(undefined);
    readUpload(file).then(
      (read) => {
        if (typeof read === 'string') setUploadProblem(read);
        else {
          const done = apply(read);
          onDraft(done.draft);
          setNews(said(done.name));
        }
      },
      (error: unknown) => setUploadProblem(`${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  return (
    <details ref={list} className="studio-images" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary><h2>Images ({images.length})</h2></summary>
      <p className="studio-hint">A document names an image as /brand/&lt;name&gt;. {TYPES_IN_WORDS}, at most {MAX_IMAGE_BYTES / 1024} KB; an SVG draws and loads nothing else.</p>
      <ul>
        {images.map((image) => (
          <ImageRow
            key={image.name} image={image} brandId={brandId} problems={problemsOf(image.name)}
            onReplace={(file) => upload(file, (u) => withReplacedImage(files, draft, brandId, kinds, image.name, u), (name) => (name === image.name ? `${name} replaced.` : `${image.name} replaced by ${name}; the documents now name /brand/${name}.`))}
            onRemove={() => onDraft(withoutOwnImage(files, draft, brandId, image.name))}
            onRestore={() => onDraft(withSavedImage(files, draft, brandId, image.name))}
          />
        ))}
      </ul>
      <UploadInput label="Add an image" onFile={(file) => upload(file, (u) => withAddedImage(files, draft, brandId, file.name, u), (name) => `Added as ${name}: name it /brand/${name} in a document.`)} />
      {uploadProblem && <p role="alert" className="studio-field-problem">{uploadProblem}</p>}
      {news && <p role="status" className="studio-ok">{news}</p>}
    </details>
  );
}
