/** The business rules every registration shares, after the schema: acceptance, passwords, age. */
import type { Request } from 'express';
import { isAdultBirthDate, todayInBudapest } from '../../schemas/vocabulary';
import type { ServedBrand } from '../config/brandRegistry';
import { HttpError } from '../http/errors';
import { checkPasswordNotEmail } from './passwordChecks';

export interface RegistrationBasics {
  email: string;
  password: string;
  passwordConfirmation: string;
  birthDate: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export function checkRegistration(body: RegistrationBasics, now: number, brand: ServedBrand, req: Request): void {
  if (body.acceptTerms !== true) throw new HttpError(400, 'U018', 'Terms and conditions not accepted');
  if (body.acceptPrivacy !== true) throw new HttpError(400, 'U025', 'Privacy policy not accepted');
  if (body.password !== body.passwordConfirmation) throw new HttpError(400, 'U028', 'The passwords differ');
  checkPasswordNotEmail(brand, req, '/password', body.password, body.email);
  if (!isAdultBirthDate(body.birthDate, todayInBudapest(new Date(now)))) throw new HttpError(400, 'U030', 'Registration needs an age of 18 or more');
}
