/**
 * Runs each endpoint family's generated requests against the file's server with a fixed seed,
 * checks every answer (checkAnswer) and prints, once the file is done, how many requests each
 * family sent and which statuses came back, so the CI log shows what was covered.
 *
 * FUZZ_SEED and FUZZ_RUNS override the seed and the requests per family for a longer hunt, and
 * FUZZ_CODES=1 splits the histogram by error code too (to see how deep the requests get); a
 * failure prints the seed and path fast-check needs to replay it.
 */
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { answerProblem, type CheckOptions } from './checkAnswer';
import { describeAnswer, describeRequest } from './describeExchange';
import type { FuzzAnswer, FuzzRequest, FuzzServer } from './fuzzServer';

const FUZZ_SEED = Number(process.env.FUZZ_SEED) || 20261124;
/** The acceptance criterion of issue 9: at least this many generated requests per family. */
const MIN_RUNS = 1000;
const RUNS = Math.max(MIN_RUNS, Number(process.env.FUZZ_RUNS) || 0);

export interface Family extends CheckOptions {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

const histogram = (tally: Map<string, number>): string =>
  [...tally.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key}×${n}`).join(' ');

/** The histogram's key of an answer: its status, with FUZZ_CODES its error code as well. */
function tallyKey(answer: FuzzAnswer): string {
  if (!process.env.FUZZ_CODES || answer.status < 400) return String(answer.status);
  try {
    return `${answer.status}:${String((JSON.parse(answer.text) as { code?: unknown }).code)}`;
  } catch {
    return `${answer.status}:-`;
  }
}

export function fuzzFamilies(server: () => FuzzServer, families: Family[]): void {
  const tallies = new Map<string, Map<string, number>>();
  afterAll(() => {
    for (const [name, tally] of tallies) {
      const total = [...tally.values()].reduce((a, b) => a + b, 0);
      console.log(`fuzz ${name}: ${total} requests, ${histogram(tally)}`);
    }
  });

  for (const family of families) {
    it(`${family.name}: no 5xx, and every 4xx carries a catalogue code`, async () => {
      const tally = new Map<string, number>();
      tallies.set(family.name, tally);
      const property = fc.asyncProperty(family.requests, async (request) => {
        const answer = await server().send(request);
        tally.set(tallyKey(answer), (tally.get(tallyKey(answer)) ?? 0) + 1);
        const problem = answerProblem(request, answer, family);
        if (problem) throw new Error(`${problem}\n${describeRequest(request)}\n→ ${describeAnswer(answer)}`);
      });
      await fc.assert(property, { seed: FUZZ_SEED, numRuns: RUNS });
      expect([...tally.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(MIN_RUNS);
    }, 120_000);
  }
}
