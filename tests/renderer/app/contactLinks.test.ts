/**
 * A document names the brand's line (tel:callCentre, tel:doctorLine), so every brand is dialled at
 * its own number: the link resolves to the brand's contact, and no brand's content carries a
 * number of its own in a link.
 */
import { describe, expect, it } from 'vitest';
import { resolveContactHref, telHref } from '../../../renderer/app/contactLinks';
import { testBrands } from '../../server/testApp';

describe('contact links', () => {
  const contact = { callCentre: { phone: '+36 1 555 0650', opens: 8, closes: 20 }, doctorLine: { phone: '+36 1 555 0651' } };

  it("dials the brand's own lines, and leaves every other link as it is", () => {
    expect(resolveContactHref('tel:callCentre', contact as never)).toBe('tel:+3615550650');
    expect(resolveContactHref('tel:doctorLine', contact as never)).toBe('tel:+3615550651');
    expect(resolveContactHref('/industries/pharma', contact as never)).toBe('/industries/pharma');
    expect(resolveContactHref('tel:toString', contact as never)).toBe('tel:toString');
    expect(telHref('+40 21 555 0100')).toBe('tel:+40215550100');
  });

  it('finds the named lines in the base content', () => {
    expect(JSON.stringify(testBrands().resolve('localhost').effective.content)).toContain('"href":"tel:callCentre"');
  });

  it.each(testBrands().all().map((b) => [b.id, b.effective] as const))('%s: content links name a line, never a number', (_id, brand) => {
    const hrefs = JSON.stringify(brand.content).match(/"href":"tel:[^"]*"/g) ?? [];
    for (const href of hrefs) expect(href).toMatch(/^"href":"tel:(callCentre|doctorLine)"$/);
  });
});
