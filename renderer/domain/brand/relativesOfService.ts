/**
 * The `relatives` object of a service document (services.json): the forms a relative is added and
 * changed with, and the page's description. Read defensively, like careOfService: anything that is
 * not a complete relatives object reads as none, and the service's page is built elsewhere.
 */
export interface RelativesOfService {
  /** Form ids in forms.json. */
  addForm: string;
  editForm: string;
  /** Translation key. */
  description: string;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function relativesOfService(service: unknown): RelativesOfService | null {
  const relatives = service && typeof service === 'object' ? (service as { relatives?: unknown }).relatives : undefined;
  if (!relatives || typeof relatives !== 'object') return null;
  const { addForm, editForm, description } = relatives as Record<string, unknown>;
  if (!isString(addForm) || !isString(editForm) || !isString(description)) return null;
  return { addForm, editForm, description };
}
