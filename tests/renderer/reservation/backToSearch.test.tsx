// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { searchVisited } from '../../../renderer/app/uiSlice';
import { BackToSearch } from '../../../renderer/screens/reservation/BackToSearch';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe('the way back from a booking', () => {
  it("leads to the brand's provider search, or to the video search for a video slot, keeping the embed", async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, url: '/x?iframe=1', path: '/x', element: (
      <>
        <BackToSearch />
        <BackToSearch video />
      </>
    ) });
    const links = await waitFor(() => {
      const found = [...rendered!.container.querySelectorAll('a[data-testid="back-to-search"]')];
      return found.length === 2 ? found : null;
    });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`${bundle.brand.rules.providerSearchPath}?iframe=1`, '/services/virtual-clinic/search?iframe=1']);
  });

  it('keeps the filters last searched with there (issue 33), each search its own', async () => {
    const bundle = baseBundle();
    const search = bundle.brand.rules.providerSearchPath;
    rendered = await renderPortal({ bundle, url: '/x', path: '/x', element: (
      <>
        <BackToSearch />
        <BackToSearch video />
      </>
    ) });
    rendered.store.dispatch(searchVisited({ path: search, search: '?listType=doctors&speaksEnglish=1&week=2026-12-01' }));
    const links = await waitFor(() => {
      const found = [...rendered!.container.querySelectorAll('a[data-testid="back-to-search"]')].map((a) => a.getAttribute('href'));
      return found[0]?.includes('?') ? found : null;
    });
    expect(links).toEqual([`${search}?listType=doctors&speaksEnglish=1&week=2026-12-01`, '/services/virtual-clinic/search']);
  });
});
