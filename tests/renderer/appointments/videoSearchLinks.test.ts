/**
 * The video search's query string (replace keeps iframe/webview, leaves defaults out), the API
 * parameters of a filter, and the route lookup by screen kind.
 */
import { describe, expect, it } from 'vitest';
import type { Route } from '../../../generated/config-types';
import { videoSearchParams } from '../../../renderer/api/videoSearchApi';
import { replaceVideoSearchQuery } from '../../../renderer/providerSearch/replaceVideoSearchQuery';
import type { VideoSearchFilter } from '../../../renderer/providerSearch/videoSearchFilter';
import { parseVideoSearch } from '../../../renderer/providerSearch/videoSearchQuery';
import { routePathOfKind } from '../../../renderer/routing/routePathOfKind';
import { baseBundle } from '../helpers/baseBundle';

const now = new Date('2026-11-23T12:00:00Z');
const filter = (changes: Partial<VideoSearchFilter> = {}): VideoSearchFilter => ({ week: '2026-11-23', subfunction: null, speaksEnglish: 0, sortBy: 'price', page: 1, ...changes });

describe('replaceVideoSearchQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(replaceVideoSearchQuery(new URLSearchParams(), filter(), { now })).toBe('');
    expect(replaceVideoSearchQuery(new URLSearchParams(), filter({ sortBy: 'name', speaksEnglish: 1, subfunction: 12, page: 3, week: '2026-12-07' }), { now }))
      .toBe('?week=2026-12-07&subfunction=12&speaksEnglish=1&sortBy=name&page=3');
  });

  it('keeps iframe and webview parameters and replaces the old search keys', () => {
    const current = new URLSearchParams('iframe=1&sortBy=name&page=4&_webview=1&speaksEnglish=1');
    const next = new URLSearchParams(replaceVideoSearchQuery(current, filter({ page: 2 }), { now }));
    expect([...next.entries()]).toEqual([['iframe', '1'], ['_webview', '1'], ['page', '2']]);
  });

  it('round-trips through parseVideoSearch', () => {
    const f = filter({ sortBy: 'name', subfunction: 7, week: '2026-12-14', page: 2 });
    expect(parseVideoSearch(new URLSearchParams(replaceVideoSearchQuery(new URLSearchParams('iframe=1'), f, { now })), { now })).toEqual(f);
  });
});

describe('videoSearchParams', () => {
  it('sends week, order and page always, service and language only when chosen', () => {
    expect(videoSearchParams(filter())).toEqual({ week: '2026-11-23', sortBy: 'price', page: 1 });
    expect(videoSearchParams(filter({ subfunction: 5, speaksEnglish: 1, sortBy: 'name' }))).toEqual({ week: '2026-11-23', sortBy: 'name', page: 1, subfunction: 5, speaksEnglish: 1 });
  });
});

describe('routePathOfKind', () => {
  it('finds the brand route of a screen kind, skips pattern paths, and falls back', () => {
    const { routes } = baseBundle();
    expect(routePathOfKind(routes, 'virtual-clinic-search', '/fallback')).toBe('/services/virtual-clinic/search');
    const moved = {
      '/video/:token': { screen: 'virtual-clinic-search', title: 'routes.x' },
      '/video': { screen: 'virtual-clinic-search', title: 'routes.x' },
    } as Record<string, Route>;
    expect(routePathOfKind(moved, 'virtual-clinic-search', '/fallback')).toBe('/video');
    expect(routePathOfKind({}, 'virtual-clinic-search', '/fallback')).toBe('/fallback');
  });
});
