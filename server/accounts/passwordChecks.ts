/**
 * A new password the account's own address would give away (issue 33): the address itself or the
 * part before the @ is refused with RX444 on the password's field, as the browser's form refuses
 * it (the rule is isPasswordLikeEmail in schemas/vocabulary.ts). The common passwords are the
 * schemas' `newPassword` format, checked with the rest of the body.
 */
import type { Request } from 'express';
import { isPasswordLikeEmail } from '../../schemas/vocabulary';
import { verifyPassword } from '../auth/passwords';
import type { ServedBrand } from '../config/brandRegistry';
import type { User } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { violation } from '../http/validateRequest';

/** The account's password given again before a change to its credentials: U004 when it is not. */
export async function checkCurrentPassword(user: User, password: string): Promise<void> {
  if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) throw new HttpError(400, 'U004', 'Wrong current password');
}

/** `field` is the password's JSON pointer in the request body, e.g. /password. */
export function checkPasswordNotEmail(brand: ServedBrand, req: Request, field: string, password: string, email: string): void {
  if (isPasswordLikeEmail(password, email)) throw new ValidationError([violation(brand, req, field, 'validation.passwordLikeEmail')]);
}
