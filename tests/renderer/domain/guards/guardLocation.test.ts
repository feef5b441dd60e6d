/**
 * Where a refused visit goes (guardLocation.ts): the target with the guard's notice and, for a
 * guard that keeps the target, the wanted page; and what a page may read back from its address.
 */
import { describe, expect, it } from 'vitest';
import { guardLocation, noticeOf, safeNext } from '../../../../renderer/domain/guards/guardLocation';

describe('guardLocation', () => {
  it('names the guard, and keeps the wanted page with its query when the guard keeps the target', () => {
    expect(guardLocation({ redirectTo: '/', reason: 'blockedRoutes' }, '/registration', '')).toBe('/?notice=blockedRoutes');
    expect(guardLocation({ redirectTo: '/login', reason: 'auth', keepTarget: true }, '/services/appointments', '?page=2')).toBe(
      '/login?notice=auth&next=%2Fservices%2Fappointments%3Fpage%3D2',
    );
  });

  it('keeps a query the target already has, and drops the notice and next of an earlier redirect from the wanted page', () => {
    expect(guardLocation({ redirectTo: '/privacy-statement?from=guard', reason: 'privacyStatement', keepTarget: true }, '/change-password', '?notice=auth&next=%2Fx&tab=1')).toBe(
      '/privacy-statement?from=guard&notice=privacyStatement&next=%2Fchange-password%3Ftab%3D1',
    );
  });
});

describe('noticeOf', () => {
  it('reads a guard kind and nothing else', () => {
    expect(noticeOf('?notice=auth')).toBe('auth');
    expect(noticeOf(new URLSearchParams('notice=permission&x=1'))).toBe('permission');
    expect(noticeOf('?notice=<script>')).toBeUndefined();
    expect(noticeOf('?notice=constructor')).toBeUndefined();
    expect(noticeOf('')).toBeUndefined();
  });
});

describe('safeNext', () => {
  const portal = (pathname: string) => ['/services/appointments', '/change-password', '/'].includes(pathname);

  it("follows a page of the portal, with its query", () => {
    expect(safeNext('?next=%2Fservices%2Fappointments%3Fpage%3D2', portal)).toBe('/services/appointments?page=2');
    expect(safeNext('?next=/change-password', portal)).toBe('/change-password');
  });

  it('refuses anything that would leave the portal or is not one of its pages', () => {
    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '/%2F%2Fevil.test', 'services/appointments', '/no/such/page', '']) {
      expect(safeNext(new URLSearchParams({ next }), portal), next).toBeUndefined();
    }
    expect(safeNext('', portal)).toBeUndefined();
  });
});
