/** Spec section 5, "Search": one case per normalisation of a raw query value. */
import { describe, expect, it } from 'vitest';
import { toFlag, toIdOrNull, toPage, toSearchDateOrNull, toText, toTextOrNull } from '../../../renderer/providerSearch/searchValues';

describe('subfunction: converted to an integer, null when empty', () => {
  it.each<[string | null, number | null]>([
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['', null],
    ['   ', null],
    [null, null],
    ['abc', null],
    ['12abc', null],
    ['1.5', null],
    ['-3', null],
    ['0', null],
    ['99999999999999999999', null],
  ])('%j → %j', (raw, expected) => expect(toIdOrNull(raw)).toBe(expected));
});

describe('location: an opaque id, null when empty', () => {
  it.each<[string | null | undefined, string | null]>([
    ['42', '42'],
    [' hu-05 ', 'hu-05'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => expect(toTextOrNull(raw)).toBe(expected));
});

describe("names: '' when empty", () => {
  it.each<[string | null | undefined, string]>([
    ['Kovács', 'Kovács'],
    ['  Dr. Nagy  ', 'Dr. Nagy'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (raw, expected) => expect(toText(raw)).toBe(expected));
});

describe('flags: 0 or 1, 0 when empty', () => {
  it.each<[string | null, 0 | 1]>([
    ['1', 1],
    [' 1 ', 1],
    ['0', 0],
    ['', 0],
    [null, 0],
    ['true', 0],
    ['2', 0],
    ['yes', 0],
  ])('%j → %j', (raw, expected) => expect(toFlag(raw)).toBe(expected));
});

describe('page: default 1', () => {
  it.each<[string | null, number]>([
    ['3', 3],
    ['1', 1],
    ['', 1],
    [null, 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['x', 1],
  ])('%j → %j', (raw, expected) => expect(toPage(raw)).toBe(expected));
});

describe('week: a real YYYY-MM-DD date or nothing', () => {
  it.each<[string | null, string | null]>([
    ['2026-03-16', '2026-03-16'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['2026-3-16', null],
    ['16.03.2026', null],
    ['2026.03.16', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, expected) => expect(toSearchDateOrNull(raw)).toBe(expected));
});
