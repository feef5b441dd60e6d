import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nprogress = vi.hoisted(() => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() }));
vi.mock('nprogress', () => ({ default: nprogress }));

import { finishProgress, PROGRESS_SETTINGS, startProgress } from '../../../renderer/shell/progressBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  finishProgress();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('navigation loading bar (spec section 9)', () => {
  it('does not show for a navigation shorter than the 200 ms throttle', async () => {
    startProgress();
    await vi.advanceTimersByTimeAsync(199);
    finishProgress();
    await vi.advanceTimersByTimeAsync(500);
    expect(nprogress.start).not.toHaveBeenCalled();
    expect(nprogress.done).not.toHaveBeenCalled();
  });

  it('shows after 200 ms and completes when the navigation ends', async () => {
    startProgress();
    await vi.advanceTimersByTimeAsync(200);
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    // Loaded (and configured) only now that the bar is due; the quick navigation above never fetched it.
    expect(nprogress.configure).toHaveBeenCalledWith(PROGRESS_SETTINGS);
    finishProgress();
    await vi.advanceTimersByTimeAsync(0);
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('is configured for a ~5000 ms run and a 500 ms hide delay', () => {
    const ticksToFull = 60;
    expect(PROGRESS_SETTINGS.trickleSpeed * ticksToFull).toBeGreaterThanOrEqual(4900);
    expect(PROGRESS_SETTINGS.trickleSpeed * ticksToFull).toBeLessThanOrEqual(5100);
    expect(PROGRESS_SETTINGS.speed * 2).toBe(500);
  });
});
