import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { routeOf } from './routeOf';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'http' {
  interface IncomingMessage {
    id?: string;
    log?: Logger;
  }
}

/** The longest a written log line waits in the buffer before it reaches stdout. */
export const LOG_FLUSH_MS = 500;

export interface LoggerOptions {
  /**
   * Buffer log lines and write them in 4 KB blocks instead of one write per line. The server
   * uses it: a synchronous write per request was the largest cost left on /api/config
   * (bench:config). Lines wait at most LOG_FLUSH_MS; pino writes out the rest on exit.
   */
  buffered?: boolean;
  /** Where the lines go instead of stdout as JSON: development's human-readable printer (createDevLogger). */
  destination?: DestinationStream;
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', options: LoggerOptions = {}): Logger {
  const settings = { level, base: undefined, redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'] };
  if (options.destination) return pino(settings, options.destination);
  if (!options.buffered) return pino(settings);
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A quiet server's lines go out within LOG_FLUSH_MS, so the last ones before a kill -9 are not
  // lost; at an exit (an uncaught error too) pino writes out the rest synchronously.
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at exit: nothing is left to write.
    }
  }, LOG_FLUSH_MS).unref();
  return pino(settings, destination);
}

const LOGGER = Symbol('request logger');
type LoggedRequest = IncomingMessage & { [LOGGER]?: Logger; [CHILD]?: Logger };
const CHILD = Symbol('request child logger');

// req.log is a getter on the prototype, installed once: the child logger (which serialises its
// bindings) is made only when something logs during the request, and no property is defined
// on each request object.
if (!Object.getOwnPropertyDescriptor(IncomingMessage.prototype, 'log')) {
  Object.defineProperty(IncomingMessage.prototype, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger | undefined {
      const base = this[LOGGER];
      if (!base) return undefined;
      return (this[CHILD] ??= base.child({ reqId: this.id }));
    },
  });
}

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, else a new one), answers
 * it in X-Request-Id, makes req.log a logger whose every line carries it, and logs one line when
 * the answer is sent. Written out rather than pino-http because that middleware cost about a
 * fifth of /api/config's throughput (bench:config) even with logging switched off.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Request-Id', beginRequest(req, res, logger));
    next();
  };
}

/**
 * What requestLogging does, except answering the id: for a handler that writes all its headers
 * at once (the /api/config fast path). Returns the request id.
 */
export function beginRequest(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, logger: Logger): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
  req.id = id;
  (req as LoggedRequest)[LOGGER] = logger;
  const started = performance.now();
  res.once('finish', () => {
    const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    // The finishing line carries the id itself, so it needs no child logger. The route is the
    // pattern, never the address (tokens, record ids); the brand is the one the host named.
    const brand = (res as ServerResponse & { locals?: { brand?: { id?: string } } }).locals?.brand?.id;
    logger[level]({ reqId: id, method: req.method, route: routeOf(req, res), status: res.statusCode, ms: Math.round(performance.now() - started), brand }, 'request completed');
  });
  return id;
}

