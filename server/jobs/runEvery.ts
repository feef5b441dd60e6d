/**
 * A piece of recurring work on this instance: run now and every `intervalMs`, never two runs at
 * once here (a run still going when the next is due is skipped), a failed run reported and the
 * next one trying again. The work itself must be idempotent: every instance runs it.
 */
export function runEvery(intervalMs: number, work: () => Promise<void>, failed: (error: unknown) => void): () => void {
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
