/**
 * The `catalogue` and `p4p` objects of a service document (services.json): a catalogue of
 * examinations, screening packages or vaccines (diagnostics, screening, vaccination), and pay for
 * prevention's rewards. Read defensively, like relativesOfService: anything that is not a complete
 * object reads as none, and the service's page is built elsewhere.
 */
import type { CatalogueEntry, CatalogueService, P4PService } from '../../../generated/config-types';

export type { CatalogueEntry, CatalogueService, P4PService };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isEntry(value: unknown): value is CatalogueEntry {
  if (!isObject(value)) return false;
  const { subfunctions, order } = value;
  return Array.isArray(subfunctions) && subfunctions.length > 0 && subfunctions.every((id) => Number.isInteger(id)) && typeof order === 'number'
    && ['name', 'description', 'audience', 'preparation', 'source'].every((field) => isString(value[field]));
}

/** A catalogue as every page's shell carries it: its entries travel as the part catalogue/<service>. */
export type CatalogueHead = Omit<CatalogueService, 'entries'>;

export function catalogueOfService(service: unknown): CatalogueHead | null {
  const catalogue = isObject(service) ? service.catalogue : undefined;
  if (!isObject(catalogue) || !isString(catalogue.description) || !isString(catalogue.activity)) return null;
  return catalogue as unknown as CatalogueHead;
}

/** The entries in the page's order (order, then id); a brand's null removes an entry. */
export function catalogueEntries(catalogue: Pick<CatalogueService, 'entries'>): [string, CatalogueEntry][] {
  return Object.entries((catalogue.entries ?? {}) as Record<string, unknown>)
    .filter((pair): pair is [string, CatalogueEntry] => isEntry(pair[1]))
    .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));
}

export function p4pOfService(service: unknown): P4PService | null {
  const p4p = isObject(service) ? service.p4p : undefined;
  if (!isObject(p4p) || !isString(p4p.description) || !Array.isArray(p4p.rewards)) return null;
  return p4p as unknown as P4PService;
}
