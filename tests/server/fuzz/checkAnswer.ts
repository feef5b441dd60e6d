/**
 * What every fuzzed answer must be: never 5xx, and every 4xx the one error shape with a code of
 * the catalogue (a 422 also lists its violations). The one 4xx that is not JSON is the portal
 * page itself answered with 404 for a path the brand has no page for: the renderer shows its
 * not-found screen there.
 */
import { CATALOGUE } from './catalogue';
import type { FuzzAnswer, FuzzRequest } from './fuzzServer';

export interface CheckOptions {
  /** The family serves pages: a 404 may be the portal's HTML page. */
  pages?: boolean;
}

const isJson = (contentType: string): boolean => /^application\/json\s*(;|$)/i.test(contentType);

const isPortalNotFoundPage = (answer: FuzzAnswer): boolean =>
  answer.status === 404 && /^text\/html/i.test(answer.contentType) && (answer.text === '' || answer.text.includes('<div id="root">'));

function errorBodyProblem(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  // A HEAD answer has headers only: its shape is all there is to check.
  if (request.method === 'HEAD') return answer.text === '' ? undefined : 'a HEAD answer with a body';
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'a 4xx whose body is not JSON';
  }
  const { code, violations } = (body ?? {}) as { code?: unknown; violations?: unknown };
  if (typeof code !== 'string' || !CATALOGUE.has(code)) return `a 4xx with code ${JSON.stringify(code)}, which is not in the catalogue`;
  if (answer.status === 422 && (!Array.isArray(violations) || violations.length === 0)) return 'a 422 without violations';
  return undefined;
}

/** Why the answer breaks the rules, or undefined when it keeps them. */
export function answerProblem(request: FuzzRequest, answer: FuzzAnswer, options: CheckOptions = {}): string | undefined {
  if (answer.status >= 500 || answer.status < 100) return `a server error (${answer.status})`;
  if (answer.status < 400) return undefined;
  if (options.pages && isPortalNotFoundPage(answer)) return undefined;
  if (!isJson(answer.contentType)) return `a 4xx answered as ${answer.contentType || 'no content type'}, not the error shape`;
  return errorBodyProblem(request, answer);
}
