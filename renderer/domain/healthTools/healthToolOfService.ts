/**
 * The health tool a service document names (services.json: the service's `healthTool` is the id
 * of its definition in `healthTools`): the instrument that scores it, the form that asks its
 * questions, its description, source and the advice of each result band. Read defensively, like
 * careOfService: a service naming no tool, or a tool that is not complete, reads as none.
 */
import type { HealthTool } from '../../../generated/config-types';

/** The instruments the page can score; each has its texts under its own name in the healthTools namespace. */
export const INSTRUMENTS: ReadonlySet<string> = new Set<HealthTool['instrument']>(['score2', 'pss10', 'wfc', 'ls7', 'healthCheck']);
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function healthToolOfService(service: unknown, tools: Readonly<Record<string, unknown>> | undefined): HealthTool | null {
  const id = service && typeof service === 'object' ? (service as { healthTool?: unknown }).healthTool : undefined;
  if (!isString(id) || !tools || !Object.hasOwn(tools, id)) return null;
  const tool = tools[id];
  if (!tool || typeof tool !== 'object') return null;
  const { instrument, form, description, source, bands } = tool as Record<string, unknown>;
  if (!isString(instrument) || !INSTRUMENTS.has(instrument) || !isString(form) || !isString(description) || !isString(source)) return null;
  if (bands !== undefined && (!bands || typeof bands !== 'object' || !Object.values(bands).every(isString))) return null;
  return tool as HealthTool;
}
