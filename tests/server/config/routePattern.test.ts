import { describe, expect, it } from 'vitest';
import { findRoute, routeRegExp } from '../../../server/config/routePattern';

describe('route patterns', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about-us', false],
    ['/providers/:providerId', '/providers/12', true],
    ['/providers/:providerId', '/providers', false],
    ['/impersonation/:token?', '/impersonation', true],
    ['/impersonation/:token?', '/impersonation/abc', true],
    ['/impersonation/:token?', '/impersonation/abc/def', false],
    ['/about-us', '/about-us/', true],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(routeRegExp(pattern).test(path)).toBe(expected);
  });

  it('prefers the literal pattern, then the first that matches', () => {
    expect(findRoute(['/med24/subscription/:uuid', '/med24/subscription/new'], '/med24/subscription/new')).toBe('/med24/subscription/new');
    expect(findRoute(['/mobileapp/password-recovery/:token?'], '/mobileapp/password-recovery')).toBe('/mobileapp/password-recovery/:token?');
    expect(findRoute(['/a'], '/b')).toBeUndefined();
  });
});
