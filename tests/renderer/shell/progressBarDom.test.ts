// @vitest-environment happy-dom
import nprogress from 'nprogress';
import { describe, expect, it } from 'vitest';
import { PROGRESS_SETTINGS } from '../../../renderer/shell/progressBar';

describe('the loading bar in the page', () => {
  it('has no made-up ARIA role, is hidden from assistive technology, and still moves', () => {
    nprogress.configure(PROGRESS_SETTINGS);
    nprogress.start();
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(bar!.getAttribute('aria-hidden')).toBe('true');
    // nprogress finds the bar by barSelector to move it; a wrong selector would leave it unstyled.
    expect(bar!.style.transform || bar!.style.marginLeft).toMatch(/translate|%/);
    nprogress.remove();
  });
});
