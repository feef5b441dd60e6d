/**
 * Which uploads a care item may take: the patient's own (POST /api/uploads), of a type the
 * service accepts, up to its number of documents. Anything else answers RX444 naming the id.
 */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
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
  const added = ids.filter((id) => !attached.includes(id));
  if (problems.length === 0 && attached.length + added.length > rules.maxFiles) problems.push(violation(brand, req, '/uploadIds', 'validation.file.tooMany', { max: rules.maxFiles }));
  if (problems.length > 0) throw new ValidationError(problems);
  return added.map((id) => ({ id, name: byId.get(id)!.name }));
}
