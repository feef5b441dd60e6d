// @vitest-environment happy-dom
/**
 * Staff land on their own start page (issue 38): after a login whose landing is the patient home,
 * an account with a role goes to the route the table marks `roleStart` for it (the doctor's day,
 * the operator's queue); a page the login was asked to return to still wins, and a patient goes home.
 */
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { onwardTarget, roleStartOf } from '../../../renderer/routing/useOnwardTarget';
import { baseBundle } from '../helpers/baseBundle';

const bundle = baseBundle();
const routes = buildRoutes(bundle);

describe('the start page of a role', () => {
  it('is the route marked roleStart for it in the route table', () => {
    const marked = Object.entries(bundle.routes).filter(([, meta]) => meta.roleStart).map(([path, meta]) => [meta.role, path]);
    expect(Object.fromEntries(marked)).toEqual({ doctor: '/doctor/video', operator: '/operator/care' });
    expect(roleStartOf(routes, ['doctor'])).toBe('/doctor/video');
    expect(roleStartOf(routes, ['operator'])).toBe('/operator/care');
    expect(roleStartOf(routes, [])).toBeUndefined();
    expect(roleStartOf(routes, ['auditor'])).toBeUndefined();
  });

  it('is where a doctor or an operator lands after login instead of the patient home', () => {
    expect(onwardTarget('/', '', routes, ['doctor'])).toBe('/doctor/video');
    expect(onwardTarget('/', '', routes, ['operator'])).toBe('/operator/care');
    expect(onwardTarget('/', '', routes, [])).toBe('/');
  });

  it('gives way to a page the login was asked to return to, and to a step still to take', () => {
    expect(onwardTarget('/', '?next=%2Fservices%2Frelatives', routes, ['doctor'])).toBe('/services/relatives');
    expect(onwardTarget('/privacy-statement', '', routes, ['doctor'])).toBe('/privacy-statement');
  });

  it('is not offered by a brand without the route', () => {
    const { '/doctor/video': _doctor, ...rest } = bundle.routes;
    expect(roleStartOf(buildRoutes({ routes: rest }), ['doctor'])).toBeUndefined();
  });
});
