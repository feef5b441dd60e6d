import type { Logger } from 'pino';
import { createLogger } from './requestLogging';

/**
 * The development log: pino-pretty writing each line to stdout as it is logged, as text. The
 * production log is JSON in 4 KB blocks (createLogger's `buffered`), which in development held
 * the lines back until the buffer filled and turned a multi-line message, such as the
 * validator's report of a rejected brand change, into one escaped line. Here a message keeps
 * its line breaks, the fields follow on the same line, and an error's stack is printed as text.
 */
export async function createDevLogger(level?: string): Promise<Logger> {
  // A development dependency: loaded only in development, never by a production start.
  const { default: pretty } = await import('pino-pretty');
  return createLogger(level, { destination: pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l' }) });
}
