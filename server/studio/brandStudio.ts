/**
 * The brand studio's server side (development only): hands the studio the brands folder as it
 * is on disk, checks a draft with the validator CI runs (over a copy of the folder with the
 * draft laid on it), keeps the last valid draft as the brand set its preview frames show, and
 * saves a draft into the brands folder only when the whole set is valid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BrandRegistry, type ServedBrand } from '../config/brandRegistry';
import { DOCUMENT_KINDS } from '../../renderer/domain/brand/documentKinds';
import type { StudioCheck, StudioSnapshot } from '../../renderer/domain/brand/studioMessages';
import { loadBrands } from '../config/loadBrands';
import { bundledSchema } from '../config/schemaBundle';
import { IMAGE_TYPES, type ImageType } from '../../renderer/domain/brand/imageNames';
import { BrandSetInvalidError } from '../http/errors';
import { applyDraft, draftFolder } from './draftFiles';
import { previewOf, STUDIO_SOURCE } from '../../renderer/domain/brand/previewHost';
import type { StudioDraft } from './studioDraft';

/** An image as the studio shows and sends it: a data: URL of its bytes. */
const dataUrl = (name: string, bytes: Buffer): string =>
  `data:${IMAGE_TYPES[path.extname(name).slice(1) as ImageType] ?? 'application/octet-stream'};base64,${bytes.toString('base64')}`;

/**
 * Every document and locale file of the brands folder as text, and every file of an assets/ folder
 * (its images, and the clinic photos of assets/providers/) as a data: URL.
 */
export function brandFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string, inAssets: boolean): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child, inAssets || entry.name === 'assets');
      else if (!entry.isFile()) continue;
      else if (inAssets) files[child] = dataUrl(entry.name, fs.readFileSync(path.join(dir, child)));
      else if (entry.name.endsWith('.json')) files[child] = fs.readFileSync(path.join(dir, child), 'utf8');
    }
  };
  walk('', false);
  return files;
}

export class BrandStudio {
  /** The last valid draft's brands, served on the preview hosts; the saved brands while there is none. */
  private preview: BrandRegistry | undefined;
  /** Drafts are checked in two folders in turn: the preview keeps serving its own (its images) while the next is built. */
  private readonly folders: [string, string];
  private next = 0;

  constructor(private readonly brandsDir: string, private readonly saved: BrandRegistry, workDir: string) {
    this.folders = [path.join(workDir, 'draft-a'), path.join(workDir, 'draft-b')];
  }

  snapshot(): StudioSnapshot {
    const { problems, warnings } = loadBrands(this.brandsDir);
    const schemas = Object.fromEntries([...DOCUMENT_KINDS, 'locale' as const].map((kind) => [kind, bundledSchema(kind)])) as StudioSnapshot['schemas'];
    return { files: brandFiles(this.brandsDir), schemas, problems, warnings };
  }

  check(draft: StudioDraft): StudioCheck {
    const folder = this.folders[this.next]!;
    draftFolder(this.brandsDir, folder, draft);
    const loaded = loadBrands(folder);
    const previewed = loaded.problems.length === 0;
    if (previewed) {
      this.preview = BrandRegistry.load(folder, loaded);
      this.next = 1 - this.next;
    }
    return { problems: loaded.problems, warnings: loaded.warnings, previewed };
  }

  /** Writes the draft's changed files into the brands folder; refused (RB001, with the problems) while the set it makes has one. */
  save(draft: StudioDraft): { written: string[] } {
    const checked = this.check(draft);
    if (!checked.previewed) throw new BrandSetInvalidError(checked.problems);
    const written = applyDraft(this.brandsDir, draft);
    // The server serves what was saved from now on, without waiting for the folder watcher.
    const problems = this.saved.reload();
    if (problems.length > 0) throw new Error(`saved brands that do not load: ${problems[0]!.message}`);
    this.preview = undefined;
    return { written };
  }

  /**
   * The brand a preview host shows (anonymous.sunrise.studio.localhost), or undefined for any other
   * host: the draft's or the saved brand, with the studio among the origins allowed to embed it, so
   * that the page's frame-ancestors lets the studio (another loopback origin) frame it.
   */
  previewBrand(host: string | undefined): ServedBrand | undefined {
    const preview = previewOf(host);
    if (!preview) return undefined;
    const brand = (this.preview ?? this.saved).all().find((b) => b.id === preview.brandId);
    return brand && this.framedByStudio(brand);
  }

  /** One preview brand per served brand object, so that what is made once per brand (its headers) is made once per preview too. */
  private readonly framed = new WeakMap<ServedBrand, ServedBrand>();

  private framedByStudio(brand: ServedBrand): ServedBrand {
    let framed = this.framed.get(brand);
    if (!framed) {
      const own = brand.effective.brand;
      framed = { ...brand, effective: { ...brand.effective, brand: { ...own, embed: { ...own.embed, allowedParentOrigins: [...own.embed.allowedParentOrigins, STUDIO_SOURCE] } } } };
      this.framed.set(brand, framed);
    }
    return framed;
  }
}
