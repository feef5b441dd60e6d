/**
 * Which uploads a care item may take: the patient's own (POST /api/uploads), of a type the
 * service accepts, up to its number of documents, no two of one name (documentNames.ts: a name
 * is unique within one request). Anything else answers RX444 naming the id.
 */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { repeatedNames } from '../../../renderer/domain/care/documentNames';
import type { CareUploads } from '../../../generated/config-types';
import type { ServedBrand } from '../../config/brandRegistry';
import type { Database } from '../../db/schema';
import { ValidationError, type Violation } from '../../http/errors';
import { violation } from '../../http/validateRequest';

/** file-type's names of the media types the upload endpoint stores. */
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/heic': 'heic', 'image/tiff': 'tif', 'image/bmp': 'bmp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx', 'application/vnd.oasis.opendocument.text': 'odt',
};

export interface Attachable {
  id: number;
  name: string;
}

/** The uploads `ids` of `userId` an item of the service may take beside the `attached` ones; throws RX444 otherwise. */
export async function attachableUploads(db: Kysely<Database>, brand: ServedBrand, req: Request, userId: number, ids: number[], rules: CareUploads | null, attached: number[]): Promise<Attachable[]> {
  if (ids.length === 0) return [];
  if (!rules) throw new ValidationError([violation(brand, req, '/uploadIds', 'validation.file.notTaken')]);
  const rows = await db.selectFrom('uploads').select(['id', 'name', 'mime_type']).where('user_id', '=', userId).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: Violation[] = [];
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row) problems.push(violation(brand, req, `/uploadIds/${i}`, 'validation.file.unknown', { id }));
    else if (!(rules.accept as string[]).includes(TYPE_NAMES[row.mime_type] ?? '')) {
      problems.push(violation(brand, req, `/uploadIds/${i}`, 'validation.file.typeNotAllowed', { type: TYPE_NAMES[row.mime_type] ?? row.mime_type }));
    }
  });
  if (problems.length === 0) {
    for (const i of repeatedNames(ids.map((id) => byId.get(id)!.name))) problems.push(violation(brand, req, `/uploadIds/${i}`, 'validation.file.duplicate', { name: byId.get(ids[i]!)!.name }));
  }
  const added = ids.filter((id) => !attached.includes(id));
  if (problems.length === 0 && attached.length + added.length > rules.maxFiles) problems.push(violation(brand, req, '/uploadIds', 'validation.file.tooMany', { max: rules.maxFiles }));
  if (problems.length > 0) throw new ValidationError(problems);
  return added.map((id) => ({ id, name: byId.get(id)!.name }));
}

/**
 * Refuses documents whose names the item's own documents have already (RX444 validation.file.duplicate,
 * pointer /uploadIds/<i> into `ids`). Run in the transaction that attaches them, after the item's
 * row is updated: that update holds the row, so two requests adding documents to one item at once
 * check one after the other, each seeing what the other attached.
 */
export async function refuseNamesAttached(trx: Kysely<Database>, brand: ServedBrand, req: Request, itemId: number, ids: number[], documents: Attachable[]): Promise<void> {
  if (documents.length === 0) return;
  const attached = await trx.selectFrom('care_item_documents as d').innerJoin('uploads as u', 'u.id', 'd.upload_id').select('u.name').where('d.item_id', '=', itemId).execute();
  const repeated = repeatedNames(documents.map((d) => d.name), attached.map((a) => a.name));
  if (repeated.length > 0) {
    throw new ValidationError(repeated.map((i) => violation(brand, req, `/uploadIds/${ids.indexOf(documents[i]!.id)}`, 'validation.file.duplicate', { name: documents[i]!.name })));
  }
}
