import { describe, expect, it } from 'vitest';
import { ageOn, isAdultBirthDate, isBirthDate, isValidBankAccount, isValidLocalPhone, isValidPhone } from '../../schemas/vocabulary';

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
    ['06301234567', false],
    ['+44 20 7946 0958', false],
  ])('%j is valid: %s', (input, expected) => expect(isValidPhone(input)).toBe(expected));

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
