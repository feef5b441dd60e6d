/** Spec section 4, list type: one case per rule. */
import { describe, expect, it } from 'vitest';
import { resolveListType, ruleListType } from '../../../renderer/providerSearch/resolveListType';
import type { ListTypeInput } from '../../../renderer/providerSearch/resolveListType';

const input = (over: Partial<ListTypeInput>): ListTypeInput => ({
  defaultListType: 'doctors', providerName: '', doctorName: '', current: null, ...over,
});

describe('list type rules', () => {
  it('providers when the brand default is providers (no names)', () => {
    expect(resolveListType(input({ defaultListType: 'providers' }))).toBe('providers');
  });

  it('providers when the brand default is providers, even with a doctor name (brand rule first)', () => {
    expect(resolveListType(input({ defaultListType: 'providers', doctorName: 'Kovács' }))).toBe('providers');
  });

  it('providers when providerName is set and doctorName is empty', () => {
    expect(resolveListType(input({ providerName: 'Medicover' }))).toBe('providers');
  });

  it('doctors when doctorName is set', () => {
    expect(resolveListType(input({ doctorName: 'Kovács' }))).toBe('doctors');
  });

  it('doctors when both names are set (doctorName is set)', () => {
    expect(resolveListType(input({ providerName: 'Medicover', doctorName: 'Kovács' }))).toBe('doctors');
  });

  it('doctors when providerName is empty', () => {
    expect(resolveListType(input({}))).toBe('doctors');
  });

  it('a requested list type that differs from the current one wins over the name rules', () => {
    expect(resolveListType(input({ doctorName: 'Kovács', current: 'doctors', requested: 'providers' }))).toBe('providers');
    expect(resolveListType(input({ providerName: 'Medicover', current: 'providers', requested: 'doctors' }))).toBe('doctors');
  });

  it('a requested list type wins over the brand default', () => {
    expect(resolveListType(input({ defaultListType: 'providers', current: 'providers', requested: 'doctors' }))).toBe('doctors');
  });

  it('a request wins when nothing is shown yet (current null)', () => {
    expect(resolveListType(input({ current: null, requested: 'providers' }))).toBe('providers');
  });

  it('a request equal to the current list type does not override the rules', () => {
    expect(resolveListType(input({ current: 'providers', requested: 'providers' }))).toBe('doctors');
  });

  it('no request: the rules decide whatever is shown now', () => {
    expect(resolveListType(input({ current: 'providers', requested: null }))).toBe('doctors');
    expect(resolveListType(input({ current: 'doctors', providerName: 'Medicover' }))).toBe('providers');
  });

  it('ruleListType is the rule without any request', () => {
    expect(ruleListType('doctors', 'X', '')).toBe('providers');
    expect(ruleListType('doctors', '', '')).toBe('doctors');
    expect(ruleListType('providers', '', 'Y')).toBe('providers');
  });
});
