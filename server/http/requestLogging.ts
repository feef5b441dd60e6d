import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'http' {
  interface IncomingMessage {
    id?: string;
    log?: Logger;
  }
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: undefined, redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'] });
}

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, else a new one), answers
 * it in X-Request-Id, binds it to req.log so every log line of the request carries it, and logs
 * one line when the answer is sent. Written out rather than pino-http because that middleware
 * cost about a fifth of /api/config's throughput (bench:config) even with logging switched off;
 * here the child logger is only made when something logs.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ reqId: id })) });
    const started = performance.now();
    res.once('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      req.log![level]({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request completed');
    });
    next();
  };
}
