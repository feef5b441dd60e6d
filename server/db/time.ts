/** Timestamps are stored as ISO strings (see schema.ts); the clock is injected so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
