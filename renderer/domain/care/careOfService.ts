/**
 * The `care` object of a service document (services.json): which flow and form a care service
 * uses, its texts, price, uploads and specialties. Read defensively, because a service without
 * one (health check, claim reporting, coverage …) is not a care service and its screen is built
 * elsewhere: anything that is not a complete care object reads as none.
 */
import { ITEM_FLOWS, type ItemFlow } from './careMachine';

export interface CareUploads {
  /** File types, e.g. ["pdf", "jpg"]. */
  accept: string[];
  maxFiles: number;
  /** Fewest documents a request holds (a claim's invoices); absent when none are needed. */
  minFiles?: number;
}

export interface CareOfService {
  flow: ItemFlow;
  /** Form id in forms.json. */
  form: string;
  /** Translation keys. */
  description: string;
  audience: string;
  howItWorks: string;
  /** Price in HUF, or null when the subscription covers it. */
  priceHuf: number | null;
  organisedBy: 'patient' | 'operator';
  uploads: CareUploads | null;
  /** Service keys a patient chooses from (the specialist consultation), or null. */
  specialties: string[] | null;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every(isString) ? value : null);

function uploadsOf(value: unknown): CareUploads | null {
  if (!value || typeof value !== 'object') return null;
  const { accept, maxFiles, minFiles } = value as Record<string, unknown>;
  return {
    accept: strings(accept) ?? [],
    maxFiles: typeof maxFiles === 'number' && maxFiles > 0 ? maxFiles : 1,
    ...(typeof minFiles === 'number' && minFiles > 0 ? { minFiles } : {}),
  };
}

export function careOfService(service: unknown): CareOfService | null {
  const care = service && typeof service === 'object' ? (service as { care?: unknown }).care : undefined;
  if (!care || typeof care !== 'object') return null;
  const c = care as Record<string, unknown>;
  if (!(ITEM_FLOWS as readonly unknown[]).includes(c.flow) || !isString(c.form)) return null;
  if (!isString(c.description) || !isString(c.audience) || !isString(c.howItWorks)) return null;
  const specialties = strings(c.specialties);
  return {
    flow: c.flow as ItemFlow,
    form: c.form,
    description: c.description,
    audience: c.audience,
    howItWorks: c.howItWorks,
    priceHuf: typeof c.priceHuf === 'number' ? c.priceHuf : null,
    organisedBy: c.organisedBy === 'operator' ? 'operator' : 'patient',
    uploads: uploadsOf(c.uploads),
    specialties: specialties && specialties.length > 0 ? specialties : null,
  };
}
