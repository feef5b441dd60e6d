/**
 * The browser's half of a passkey ceremony (SimpleWebAuthn): the options from the server handed to
 * navigator.credentials, the answer back in JSON. What can go wrong is told as one of three things
 * the person can act on: the browser has no passkeys, the person stopped it (or it timed out), or it
 * failed.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export type CeremonyFailure = 'unsupported' | 'cancelled' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly failure: CeremonyFailure) {
    super(`passkey ceremony ${failure}`);
  }
}

const browserModule = () => import('@simplewebauthn/browser');

/** Whether the browser has WebAuthn at all (asked without loading the ceremony's code). */
export async function passkeysAvailable(): Promise<boolean> {
  return Promise.resolve(typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function');
}

function failureOf(error: unknown): CeremonyFailure {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.cause?.name ?? (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'failed';
}

export async function signInCeremony(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<unknown> {
  if (!(await passkeysAvailable())) throw new PasskeyCeremonyError('unsupported');
  try {
    return await (await browserModule()).startAuthentication({ optionsJSON });
  } catch (error) {
    throw new PasskeyCeremonyError(failureOf(error));
  }
}

export async function registrationCeremony(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<unknown> {
  if (!(await passkeysAvailable())) throw new PasskeyCeremonyError('unsupported');
  try {
    return await (await browserModule()).startRegistration({ optionsJSON });
  } catch (error) {
    throw new PasskeyCeremonyError(failureOf(error));
  }
}
