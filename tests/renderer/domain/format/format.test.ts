/**
 * Display formats of spec section 9: Budapest time whatever the device zone, the three locales'
 * date orders, HUF and RON amounts, +36 and +40 phone numbers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addCalendarDays, formatDate, formatDateTime, formatMoney, formatPhone, formatTime, toSearchDate } from '../../../../renderer/domain/format/format';
import type { PortalLocale } from '../../../../renderer/domain/format/format';

const NB = '\u00a0';

describe('dates and times in Budapest', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it.each<[PortalLocale, string]>([['hu', '2026.03.15'], ['ro', '15.03.2026'], ['en', '15/03/2026']])(
    'a UTC instant before midnight is the next day in Budapest (%s)', (locale, expected) => {
      expect(formatDate('2026-03-14T23:30:00Z', locale)).toBe(expected);
      expect(formatDate(new Date('2026-03-14T23:30:00Z'), locale)).toBe(expected);
    });

  it.each([
    ['winter, UTC+1', '2026-01-10T12:00:00Z', '2026.01.10 13:00'],
    ['summer, UTC+2', '2026-06-10T12:00:00Z', '2026.06.10 14:00'],
    ['summer, just before Budapest midnight', '2026-07-14T21:59:00Z', '2026.07.14 23:59'],
    ['summer, just after Budapest midnight', '2026-07-14T22:15:00Z', '2026.07.15 00:15'],
    ['spring forward, last winter minute', '2026-03-29T00:59:00Z', '2026.03.29 01:59'],
    ['spring forward, first summer minute', '2026-03-29T01:00:00Z', '2026.03.29 03:00'],
    ['fall back, summer 02:30', '2026-10-25T00:30:00Z', '2026.10.25 02:30'],
    ['fall back, winter 02:30', '2026-10-25T01:30:00Z', '2026.10.25 02:30'],
    ['an offset other than Budapest', '2026-07-01T09:30:00-04:00', '2026.07.01 15:30'],
  ])('%s', (_name, instant, expected) => expect(formatDateTime(instant, 'hu')).toBe(expected));

  it('reads strings without a zone as Budapest wall-clock time', () => {
    expect(formatDateTime('2026-07-01T09:30:00', 'en')).toBe('01/07/2026 09:30');
    expect(formatDateTime('2026-07-01 09:30', 'ro')).toBe('01.07.2026 09:30');
    expect(formatDateTime('2026-12-31T23:59:59.999999', 'hu')).toBe('2026.12.31 23:59');
    expect(formatDate('2026-03-15', 'hu')).toBe('2026.03.15');
  });

  it('gives the same answers whatever the device zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    // Node applies a changed TZ in a forked test process (vitest's default pool), not in a worker thread.
    expect(new Date(0).getHours(), 'the device zone switch took effect').toBe(16);
    expect(formatDateTime('2026-03-14T23:30:00Z', 'hu')).toBe('2026.03.15 00:30');
    expect(formatDate('2026-03-15', 'hu')).toBe('2026.03.15');
    expect(formatTime('2026-07-01T09:30:00', 'hu')).toBe('09:30');
    expect(toSearchDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('writes search dates as the Budapest calendar day', () => {
    expect(toSearchDate(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(toSearchDate(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
    expect(toSearchDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('moves a search day by calendar days, across month, year and clock changes', () => {
    expect(addCalendarDays('2026-03-27', 7)).toBe('2026-04-03');
    expect(addCalendarDays('2026-10-21', 7)).toBe('2026-10-28');
    expect(addCalendarDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addCalendarDays('2028-02-26', 3)).toBe('2028-02-29');
    expect(() => addCalendarDays('next week', 7)).toThrow('Not a calendar day');
  });

  it('uses the 24-hour clock in every locale', () => {
    for (const locale of ['hu', 'en', 'ro'] as const) expect(formatTime('2026-01-10T16:05:00Z', locale)).toBe('17:05');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('tomorrow', 'hu')).toThrow(RangeError);
    expect(() => formatTime(new Date(Number.NaN), 'hu')).toThrow('Not a date or time');
    expect(() => toSearchDate(new Date('x'))).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each<[number, 'HUF' | 'RON', PortalLocale, string]>([
    [12500, 'HUF', 'hu', `12${NB}500${NB}Ft`],
    [12500, 'HUF', 'en', `12,500${NB}Ft`],
    [12500, 'HUF', 'ro', `12.500${NB}Ft`],
    [1234567.6, 'HUF', 'hu', `1${NB}234${NB}568${NB}Ft`],
    [0, 'HUF', 'hu', `0${NB}Ft`],
    [1234.5, 'RON', 'ro', `1.234,50${NB}lei`],
    [1234.5, 'RON', 'en', `1,234.50${NB}lei`],
    [99, 'RON', 'hu', `99,00${NB}lei`],
  ])('%d %s in %s is %s', (amount, currency, locale, expected) => expect(formatMoney(amount, currency, locale)).toBe(expected));
});

describe('formatPhone', () => {
  it.each([
    ['+36301234567', '+36 30 123 4567'],
    ['+36 30 123 4567', '+36 30 123 4567'],
    ['+36-30-123-45-67', '+36 30 123 4567'],
    ['0036 (30) 123 4567', '+36 30 123 4567'],
    ['+3615550100', '+36 1 555 0100'],
    ['+3662123456', '+36 62 123 456'],
    ['+40721234567', '+40 721 234 567'],
    ['+40 213 111 234', '+40 21 311 1234'],
    ['+40264123456', '+40 264 123 456'],
    ['06301234567', '06301234567'],
    [' 301234567 ', '301234567'],
    ['+4420712345', '+4420712345'],
    ['+363012', '+363012'],
  ])('%s → %s', (phone, expected) => expect(formatPhone(phone)).toBe(expected));
});
