import { describe, expect, it } from 'vitest';
import { tokenFromPaste } from '../../../renderer/reservation/tokenFromPaste';

const BASE = '/verify-public-reservation';
const TOKEN = 'Ab3_x-9ZqLmN0pQrStUvWxYz01234567890abcdEFG';

describe('tokenFromPaste', () => {
  it.each([
    [TOKEN, 'the bare code'],
    [`  ${TOKEN}\n`, 'the code with white space'],
    [`http://insurer.localhost:8080${BASE}/${TOKEN}`, 'the emailed link'],
    [`https://portal.example${BASE}/${TOKEN}/`, 'the link with a trailing slash'],
    [`https://portal.example${BASE}/${TOKEN}?iframe=1#top`, 'the link with a query and a hash'],
    [`https://portal.example${BASE}/${encodeURIComponent(TOKEN)}`, 'an encoded link'],
  ])('finds the token in %s (%s)', (pasted) => {
    expect(tokenFromPaste(pasted, BASE)).toBe(TOKEN);
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'white space'],
    [`https://portal.example${BASE}/`, 'a link without its code'],
    ['two words', 'text with a space'],
    ['<script>', 'characters no token has'],
    [`https://portal.example/delete-public-reservation/${TOKEN}`, 'the other flow\'s link'],
  ])('answers empty for %s (%s)', (pasted) => {
    expect(tokenFromPaste(pasted, BASE)).toBe('');
  });
});
