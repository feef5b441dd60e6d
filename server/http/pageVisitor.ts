/**
 * Who a page load comes from, for the guards the server answers as redirects (issue 10, item 3):
 * the session the page-session cookie names, while it lives, seen as the browser sees its user
 * (the me answer through the renderer's toSessionUser), so evaluateGuards judges the visit the
 * way the restored page would. No cookie, a forged one or an ended session: not known.
 */
import type { Request } from 'express';
import { toSessionUser } from '../../renderer/domain/session/sessionUser';
import type { GuardUser } from '../../renderer/domain/guards/guardTypes';
import { loadAccount, meResponse } from '../accounts/loadAccount';
import type { ApiContext } from '../api/apiContext';
import { pageSessionOf } from '../auth/sessionCookie';
import type { ServedBrand } from '../config/brandRegistry';
import { liveFamilyOwner } from '../db/refreshTokens';

export type PageVisitor = (req: Request, brand: ServedBrand) => Promise<GuardUser | undefined>;

export function pageVisitor(ctx: ApiContext): PageVisitor {
  return async (req, brand) => {
    const familyId = pageSessionOf(req, ctx.pageSessionKey);
    if (!familyId) return undefined;
    const owner = await liveFamilyOwner(ctx.db, familyId, ctx.clock());
    const account = owner && (await loadAccount(ctx.db, owner.userId, req));
    if (!owner || !account) return undefined;
    // The me answer as the browser receives it (its type there reads the has* flags by index).
    const me = (await meResponse(ctx.db, account, owner.impersonatorId, brand)) as unknown as Parameters<typeof toSessionUser>[0];
    const { flags, needsPrivacyStatement, isImpersonator, hasFreeProduct, services, roles } = toSessionUser(me);
    return { flags, needsPrivacyStatement, isImpersonator, hasFreeProduct, services, roles };
  };
}
