import { describe, expect, it, vi } from 'vitest';
import '../../schemas/commonPasswords';
import {
  ageOn, formats, isAdultBirthDate, isBirthDate, isCommonPassword, isDateTodayOrEarlier, isDateTodayOrLater, isPasswordLikeEmail, isValidBankAccount, isValidLocalPhone, isValidPhone, normalisePhone,
} from '../../schemas/vocabulary';

describe('bank account (spec section 5)', () => {
  it.each([
    ['', true],
    ['11773016-11111111', true],
    ['1177301611111111', true],
    ['11773016 11111111', true],
    ['11773016-11111112', false],
    ['11773017-11111111', false],
    ['11773016-11111111-00000000', true],
    ['11773016-11111111-00000001', false],
    ['11773017-11111111-00000000', false],
    ['ABCD1234567890123456', true],
    ['abcd-1234-5678-9012-3456', true],
    ['1BCD1234567890123456', false],
    ['1234', false],
    ['11773016-1111111', false],
  ])('%j is valid: %s', (input, expected) => {
    expect(isValidBankAccount(input)).toBe(expected);
  });
});

describe('phone (spec section 5)', () => {
  it.each([
    ['+36 30 123 4567', true],
    ['+36-1-234-5678', true],
    ['+36,30,1234567', true],
    ['+40 721 234 567', true],
    ['+40 72 123 456', false],
    ['+36 30 123 45678', false],
    ['+44 20 7946 0958', false],
    // Hungarian trunk prefix and international prefixes (issue 33).
    ['06301234567', true],
    ['06 30 123 4567', true],
    ['06-1-234-5678', true],
    ['0036 30 123 4567', true],
    ['0040 721 234 567', true],
    ['06 30 123 45', false],
    ['06 30 123 456789', false],
    ['0721 234 567', false],
  ])('%j is valid: %s', (input, expected) => expect(isValidPhone(input)).toBe(expected));

  it.each([
    ['06 30 123 4567', '+36301234567'],
    ['06301234567', '+36301234567'],
    ['06-1-234-5678', '+3612345678'],
    ['0036 30 123 4567', '+36301234567'],
    ['0040 721 234 567', '+40721234567'],
    ['+36 30 123 4567', '+36301234567'],
    ['+40-721-234-567', '+40721234567'],
    // A bare 07… is left as typed (a Romanian mobile or a mistyped Hungarian number: not guessed), so it stays invalid.
    ['0721 234 567', '0721234567'],
    // 06 followed by too few or too many digits is not a Hungarian number: left alone, and invalid.
    ['06 12 34', '061234'],
  ])('%j is stored as %j', (input, stored) => expect(normalisePhone(input)).toBe(stored));

  it.each([
    ['30 123 4567', true],
    ['12345678', true],
    ['1234567', false],
    ['+3612345678', false],
  ])('%j without area code is valid: %s', (input, expected) => expect(isValidLocalPhone(input)).toBe(expected));
});

describe('adult birth date (U030: 18 or older)', () => {
  it('counts whole years', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('refuses impossible dates and minors', () => {
    expect(ageOn('2001-02-30', '2026-11-23')).toBeNull();
    expect(isAdultBirthDate('2008-11-23', '2026-11-23')).toBe(true);
    expect(isAdultBirthDate('2008-11-24', '2026-11-23')).toBe(false);
    expect(isAdultBirthDate('not a date', '2026-11-23')).toBe(false);
  });
});

describe('birth date of a relative (a newborn to 129 years)', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['1897-11-24', true],
    ['1896-11-23', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['23.11.2020', false],
    ['', false],
  ])('%j on 2026-11-23 is valid: %s', (input, expected) => expect(isBirthDate(input, '2026-11-23')).toBe(expected));
});

describe('days that have come and days still to come, in Budapest (issue 33)', () => {
  it.each([
    ['2026-11-22', true, false],
    ['2026-11-23', true, true],
    ['2026-11-24', false, true],
    ['2026-02-30', false, false],
    ['23.11.2026', false, false],
    ['', false, false],
  ])('%j on 2026-11-23: today or earlier %s, today or later %s', (input, earlier, later) => {
    expect(isDateTodayOrEarlier(input, '2026-11-23')).toBe(earlier);
    expect(isDateTodayOrLater(input, '2026-11-23')).toBe(later);
  });

  it('counts today in Budapest, not in UTC: at 23:30 UTC on 23 November it is the 24th there', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T23:30:00Z') });
    try {
      const [earlier, later] = [formats.dateTodayOrEarlier, formats.dateTodayOrLater] as ((v: string) => boolean)[];
      expect([earlier!('2026-11-24'), later!('2026-11-23'), later!('2026-11-24')]).toEqual([true, false, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('new passwords (issue 33)', () => {
  it.each([
    ['password', true],
    ['PASSWORD', true],
    ['12345678', true],
    ['qwertyuiop', true],
    ['iloveyou', true],
    ['Secret-Pass-1', false],
    ['kék ló a réten', false],
  ])('%j is one of the common passwords: %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
    expect((formats.newPassword as (v: string) => boolean)(password)).toBe(!common);
  });

  it.each([
    ['kovacs.anna@example.hu', 'kovacs.anna@example.hu', true],
    ['Kovacs.Anna@Example.hu', 'kovacs.anna@example.hu', true],
    ['kovacs.anna', 'kovacs.anna@example.hu', true],
    ['KOVACS.ANNA', 'kovacs.anna@example.hu', true],
    ['kovacs.anna1', 'kovacs.anna@example.hu', false],
    ['example.hu', 'kovacs.anna@example.hu', false],
    ['', 'kovacs.anna@example.hu', false],
  ])('%j is like the address %j: %s', (password, email, like) => expect(isPasswordLikeEmail(password, email)).toBe(like));
});

describe('bank account of a claim: one rule, the same verdict in the browser\'s form and on the server', async () => {
  const { createFormValidator } = await import('../../renderer/forms/formValidator');
  const { checkAnswers } = await import('../../server/api/care/careAnswers');
  const { testBrands } = await import('../server/testApp');
  const brand = testBrands().all().find((served) => served.id === 'default')!;
  const form = brand.effective.forms.forms.careClaim!;
  const answers = { whatHappened: 'Fogorvos', careDate: '2026-11-02', providerName: 'Mosoly Fogászat', amountHuf: 38000 };
  const req = { headers: { 'x-locale': 'en' } } as unknown as Parameters<typeof checkAnswers>[3];

  /** The renderer's verdict: the RJSF validator the claim form is drawn with (schemas/vocabulary.ts formats). */
  const inBrowser = (bankAccount: string) => {
    const { errors } = createFormValidator(form.schema as never).validateFormData({ ...answers, bankAccount }, form.schema as never);
    return errors.filter((e) => e.property === '.bankAccount').map((e) => e.name);
  };
  /** The server's verdict: the care request's answers checked against the same form (server/api/care/careAnswers.ts). */
  const onServer = (bankAccount: string) => {
    try {
      checkAnswers(form, { ...answers, bankAccount }, brand, req);
      return [];
    } catch (error) {
      return (error as { violations: { field: string; rule: string; message: string }[] }).violations.filter((v) => v.field === '/answers/bankAccount').map((v) => [v.rule, v.message]);
    }
  };

  it.each([
    // Valid Hungarian accounts: two 8-digit blocks, or 8 + 16, each passing the 9-7-3-1 weighted checksum.
    ['11773016-11111111', true],
    ['12010611-1234567800000008', true],
    ['10700024 01234567 89012341', true],
    ['ABCD1234567890123456', true],
    // Wrong checksums, wrong lengths, letters in a Hungarian account.
    ['11773016-11111112', false],
    ['12010611-1234567800000007', false],
    ['12010612-1234567800000008', false],
    ['1177301611111', false],
    ['11773016-111111111', false],
    ['1177301A-11111111', false],
  ])('%j: valid %s in both', (account, valid) => {
    expect(inBrowser(account)).toEqual(valid ? [] : ['format']);
    expect(onServer(account)).toEqual(valid ? [] : [['validation.bankAccount', 'Wrong bank account format']]);
  });

  it('an empty account is valid for the rule but the claim form requires one, in both', () => {
    expect(isValidBankAccount('')).toBe(true);
    expect(inBrowser('')).toEqual(['minLength']);
    expect(onServer('')).toEqual([['validation.required', expect.any(String)]]);
  });
});

describe('care dates and new passwords: one rule, the same verdict in the browser\'s form and on the server (issue 33)', async () => {
  const { createFormValidator } = await import('../../renderer/forms/formValidator');
  const { checkAnswers } = await import('../../server/api/care/careAnswers');
  const { testBrands } = await import('../server/testApp');
  const { todayInBudapest } = await import('../../schemas/vocabulary');
  const brand = testBrands().all().find((served) => served.id === 'default')!;
  const forms = brand.effective.forms.forms;
  const req = { headers: { 'x-locale': 'en' } } as unknown as Parameters<typeof checkAnswers>[3];
  /** Today in Budapest moved by `days`, YYYY-MM-DD. */
  const day = (days: number) => new Date(Date.parse(`${todayInBudapest()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const claim = { whatHappened: 'Fogorvos', providerName: 'Mosoly Fogászat', amountHuf: 38000, bankAccount: '11773016-11111111' };
  const booking = { providerId: 1, callMe: 'no' };

  const inBrowser = (formId: string, data: Record<string, unknown>, field: string) => {
    const schema = forms[formId]!.schema as never;
    return createFormValidator(schema).validateFormData(data, schema).errors.filter((e) => e.property === `.${field}`).map((e) => `${e.name}:${String((e.params as { format?: string }).format)}`);
  };
  const onServer = (formId: string, data: Record<string, unknown>, field: string) => {
    try {
      checkAnswers(forms[formId]!, data, brand, req);
      return [];
    } catch (error) {
      return (error as { violations: { field: string; rule: string }[] }).violations.filter((v) => v.field === `/answers/${field}`).map((v) => v.rule);
    }
  };

  it.each([
    [-30, true],
    [0, true],
    [1, false],
    [400, false],
  ])('a claim\'s care date %i days from today: accepted %s in both', (offset, accepted) => {
    const data = { ...claim, careDate: day(offset) };
    expect(inBrowser('careClaim', data, 'careDate')).toEqual(accepted ? [] : ['format:dateTodayOrEarlier']);
    expect(onServer('careClaim', data, 'careDate')).toEqual(accepted ? [] : ['validation.dateTodayOrEarlier']);
  });

  it.each([
    [-1, false],
    [-30, false],
    [0, true],
    [14, true],
  ])('a pre-authorisation\'s preferred date %i days from today: accepted %s in both', (offset, accepted) => {
    const data = { ...booking, preferredDate: day(offset) };
    expect(inBrowser('preauthBookAppointment', data, 'preferredDate')).toEqual(accepted ? [] : ['format:dateTodayOrLater']);
    expect(onServer('preauthBookAppointment', data, 'preferredDate')).toEqual(accepted ? [] : ['validation.dateTodayOrLater']);
  });

  it.each(['registration', 'voucherRegistration', 'med24Registration', 'changePassword', 'passwordReset', 'finishRegistration'])('the %s form refuses a common password as the server does', (formId) => {
    const schema = forms[formId]!.schema as { properties: Record<string, { format?: string }> };
    const field = Object.entries(schema.properties).find(([, f]) => f.format === 'newPassword')?.[0];
    expect(field).toBeDefined();
    expect(inBrowser(formId, { [field!]: 'password' }, field!)).toEqual(['format:newPassword']);
    expect(inBrowser(formId, { [field!]: 'Secret-Pass-1' }, field!)).toEqual([]);
  });
});
