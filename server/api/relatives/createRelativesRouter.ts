/**
 * The logged-in patient's relatives (service type 23, hasRelatives):
 *   GET    /relatives        own relatives, oldest entry first, and the limit
 *   POST   /relatives        add one (422 RX444 for a body that does not fit; 409 RL1001 beyond the limit)
 *   GET    /relatives/{id}   one of them
 *   PUT    /relatives/{id}   change one (the whole relative: name, birth date, relation)
 *   DELETE /relatives/{id}   remove one (204)
 * Another patient's relative, a removed one and an id no relative has all answer the same 404, so
 * no answer tells whether an id belongs to someone else. Removing keeps the row (migration 0012):
 * what was booked for a relative still names them.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { Relative as RelativeView, RelativeList, RelativeRequest } from '../../../generated/config-types';
import { requireAuth, authOf } from '../../auth/requireAuth';
import type { Database, Relative } from '../../db/schema';
import { lockKeys, withLock } from '../../db/lock';
import { iso } from '../../db/time';
import { HttpError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import { validateBody } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { relativesOffered, requireRelatives } from './relativesService';

/** The most relatives a patient may have at once: a family, not a register. */
export const MAX_RELATIVES = 10;

/** The code of the limit; the catalogue (errors.json) says it in each language. */
export const RELATIVES_LIMIT_CODE = 'RL1001';

export const relativeView = (r: Relative): RelativeView => ({
  id: r.id, name: r.name, birthDate: r.birth_date, relation: r.relation, createdAt: r.created_at, updatedAt: r.updated_at,
});

/** The name is checked and stored trimmed: "  " is no name, and " Anna" is Anna. */
export const trimName: RequestHandler = (req, _res, next) => {
  const body = req.body as { name?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.name === 'string') body.name = body.name.trim();
  next();
};

const mine = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('relatives').selectAll().where('user_id', '=', userId).where('removed_at', 'is', null);

export function createRelativesRouter(ctx: ApiContext): Router {
  const router = Router();
  const guards = [relativesOffered, requireAuth(ctx), requireRelatives(ctx)];

  /** The patient's own relative the path names; 404 for anything else. */
  const ownRelative = async (req: Request, res: Response): Promise<Relative> => {
    const id = parseId(req.params.id);
    const relative = id === undefined ? undefined : await mine(ctx.db, authOf(res).userId).where('id', '=', id).executeTakeFirst();
    if (!relative) throw new NotFoundError('No such relative');
    return relative;
  };

  router.get('/relatives', ...guards, async (_req, res) => {
    const rows = await mine(ctx.db, authOf(res).userId).orderBy('created_at').orderBy('id').execute();
    const body: RelativeList = { relatives: rows.map(relativeView), limit: MAX_RELATIVES };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/relatives', ...guards, trimName, validateBody('relativeRequest'), async (req, res) => {
    const { name, birthDate, relation } = req.body as RelativeRequest;
    const { userId } = authOf(res);
    const now = iso(ctx.clock());
    // At most MAX_RELATIVES: counted and added under the patient's lock (server/db/lock.ts).
    const row = await withLock(ctx.db, lockKeys.user(userId), async (trx) => {
      const { n } = await trx.selectFrom('relatives').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(n) >= MAX_RELATIVES) throw new HttpError(409, RELATIVES_LIMIT_CODE, `A patient may have at most ${MAX_RELATIVES} relatives`);
      return trx.insertInto('relatives').values({ user_id: userId, name, birth_date: birthDate, relation, created_at: now, updated_at: now, removed_at: null }).returningAll().executeTakeFirstOrThrow();
    });
    res.status(201).json(relativeView(row));
  });

  router.get('/relatives/:id', ...guards, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(relativeView(await ownRelative(req, res)));
  });

  router.put('/relatives/:id', ...guards, trimName, validateBody('relativeRequest'), async (req, res) => {
    const { id } = await ownRelative(req, res);
    const { name, birthDate, relation } = req.body as RelativeRequest;
    const row = await ctx.db.updateTable('relatives').set({ name, birth_date: birthDate, relation, updated_at: iso(ctx.clock()) })
      .where('id', '=', id).where('removed_at', 'is', null).returningAll().executeTakeFirst();
    // Removed in the meantime (another tab): gone, as for a read.
    if (!row) throw new NotFoundError('No such relative');
    res.json(relativeView(row));
  });

  router.delete('/relatives/:id', ...guards, async (req, res) => {
    const { id } = await ownRelative(req, res);
    const now = iso(ctx.clock());
    await ctx.db.updateTable('relatives').set({ removed_at: now, updated_at: now }).where('id', '=', id).where('removed_at', 'is', null).execute();
    res.status(204).end();
  });

  return router;
}
