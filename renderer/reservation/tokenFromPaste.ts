/**
 * The token in what a patient pastes: the whole emailed link (https://…/verify-public-reservation/<token>,
 * perhaps with a query or a trailing slash) or just the code. Empty when there is nothing usable.
 * Tokens are URL-safe (base64url), so anything else in a bare paste is a copying slip, not a token.
 */
export function tokenFromPaste(pasted: string, basePath: string): string {
  const text = pasted.trim();
  if (text === '') return '';
  const marker = `${basePath}/`;
  const at = text.indexOf(marker);
  const tail = at >= 0 ? text.slice(at + marker.length) : text;
  const token = safeDecode(tail.split(/[?#]/)[0]!.replace(/\/+$/, ''));
  return /^[A-Za-z0-9_-]+$/.test(token) ? token : '';
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
