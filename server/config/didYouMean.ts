import { closest, distance } from 'fastest-levenshtein';

/** The candidate closest to a typo, when it is close enough to be the intended word. */
export function didYouMean(received: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(received, candidates as string[]);
  const limit = Math.max(2, Math.floor(received.length / 3));
  return distance(received.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

/** " Did you mean "x"?" or nothing. */
export function didYouMeanSentence(received: string, candidates: readonly string[]): string {
  const best = didYouMean(received, candidates);
  return best ? ` Did you mean "${best}"?` : '';
}
