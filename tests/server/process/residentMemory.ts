/**
 * A process's resident memory as the kernel counts it (VmRSS in /proc/<pid>/status, Linux only),
 * read now or sampled while something runs, so a test measures the real server, not a mock.
 */
import fs from 'node:fs';

/** VmRSS of the process, in bytes. */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Runs `work` while sampling the process's VmRSS every `intervalMs`; resolves with its result and the peak. */
export async function peakResidentDuring<T>(pid: number, work: () => Promise<T>, intervalMs = 10): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = residentBytes(pid);
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, residentBytes(pid));
  }, intervalMs);
  try {
    const result = await work();
    peakBytes = Math.max(peakBytes, residentBytes(pid));
    return { result, peakBytes };
  } finally {
    clearInterval(timer);
  }
}

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
