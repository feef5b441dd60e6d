import { describe, expect, it } from 'vitest';
import { fieldNameForms, hungarianArticle, withArticle } from '../../../../renderer/domain/format/withArticle';

describe('Hungarian definite article', () => {
  it.each([
    ['alma', 'az'], ['Email', 'az'], ['egészség', 'az'], ['idő', 'az'], ['orvos', 'az'], ['út', 'az'], ['ügy', 'az'],
    ['Ár', 'az'], ['Élet', 'az'], ['Írás', 'az'], ['Óra', 'az'], ['Öröm', 'az'], ['Őr', 'az'], ['Úr', 'az'], ['Üzenet', 'az'], ['Űr', 'az'],
    ['jelszó', 'a'], ['Telefonszám', 'a'], ['név', 'a'], ['Születési dátum', 'a'], ['Yacht', 'a'],
  ])('%s takes "%s"', (word, article) => {
    expect(hungarianArticle(word)).toBe(article);
  });

  it('looks past opening quotes and spaces', () => {
    expect(hungarianArticle('„Elfogadom”')).toBe('az');
    expect(hungarianArticle('  (név)')).toBe('a');
  });

  it('reads numbers aloud: 1, 5, 50, 1000 take "az"; 10, 2, 100 take "a"', () => {
    expect(['1', '5', '50', '1000'].map(hungarianArticle)).toEqual(['az', 'az', 'az', 'az']);
    expect(['10', '2', '100'].map(hungarianArticle)).toEqual(['a', 'a', 'a']);
  });

  it('lower-cases the label after the article, keeping acronyms', () => {
    expect(withArticle('E-mail-cím')).toBe('az e-mail-cím');
    expect(withArticle('Jelszó megerősítése')).toBe('a jelszó megerősítése');
    expect(withArticle('Új Jelszó')).toBe('az új jelszó');
    expect(withArticle('TAJ-szám')).toBe('a TAJ-szám');
  });

  it('gives theField and TheField in Hungarian, the plain label elsewhere', () => {
    expect(fieldNameForms('E-mail-cím', 'hu')).toEqual({ field: 'E-mail-cím', theField: 'az e-mail-cím', TheField: 'Az e-mail-cím' });
    expect(fieldNameForms('Password', 'en')).toEqual({ field: 'Password', theField: 'Password', TheField: 'Password' });
  });
});
