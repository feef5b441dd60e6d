/**
 * PostgreSQL's LISTEN/NOTIFY for the instances of one deployment (issue 32): what one instance
 * notifies on a channel, every instance listening on it hears, in the order the notifying
 * transactions committed.
 *
 * Each listener holds one connection of its own, outside the pool (a pooled connection would be
 * handed to other work and lose its LISTEN). A lost connection (a failover, a restart, the
 * network) is reported and opened again with back-off, never thrown; what was notified in between
 * is not heard, so `onReconnect` tells the listener to catch up from the database.
 *
 * A channel is the database's, not a schema's, so its name carries the schema the connection
 * works in (current_schema(): the search_path of DATABASE_URL's options, or of a test file's own
 * schema): deployments sharing one database in different schemas do not hear each other.
 */
import pg from 'pg';
import { sql, type RawBuilder } from 'kysely';

export interface ListenHandlers {
  /** One notification's payload. */
  onMessage: (payload: string) => void;
  /** The connection was lost and is listening again: what was notified meanwhile was not heard. */
  onReconnect: () => void;
  /** A lost or refused connection (it is retried). */
  onError: (error: Error) => void;
}

export interface Notifications {
  /** Starts listening on `name`; resolves after the first attempt (a failed one is retried), with the function that stops it. */
  listen: (name: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
}

/** The channel `name` of the connection's schema, for pg_notify in a statement (run in the transaction that writes what it announces). */
export function channelOf(name: string): RawBuilder<string> {
  return sql<string>`${name} || '_' || current_schema()`;
}

/** The first wait before opening a lost listening connection again, doubled up to RECONNECT_MAX_MS. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

export interface NotificationOptions {
  url: string;
  searchPath?: string;
  connectMs: number;
}


/** One listening connection that is opened again whenever it is lost, until stopped. */
class Listener {
  private client: pg.Client | undefined;
  private stopped = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;

  /** The channel's full name, known once connected (it carries the connection's schema). */
  private channel = '';

  constructor(private readonly options: NotificationOptions, private readonly name: string, private readonly handlers: ListenHandlers) {}

  /** Opens the connection and listens; a failed first attempt is reported and retried like a lost connection. */
  async start(): Promise<void> {
    try {
      await this.open();
    } catch (error) {
      this.handlers.onError(error instanceof Error ? error : new Error(String(error)));
      this.retry();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url, connectionTimeoutMillis: this.options.connectMs, keepAlive: true,
      ...(this.options.searchPath ? { options: `-c search_path=${this.options.searchPath}` } : {}),
    });
    // Every error of this connection is reported and leads to a new one; none is thrown.
    client.on('error', (error: Error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the listening connection ended')));
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ channel: string }>('select $1::text || \'_\' || current_schema() as channel', [this.name]);
      this.channel = rows[0]!.channel;
      await client.query(`LISTEN "${this.channel.replace(/"/g, '""')}"`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.handlers.onError(error);
    this.retry();
  }

  private retry(): void {
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.open().then(() => {
        if (!this.stopped) this.handlers.onReconnect();
      }, (error: unknown) => {
        this.handlers.onError(error instanceof Error ? error : new Error(String(error)));
        if (!this.stopped) this.retry();
      });
    }, wait);
    this.timer.unref();
  }
}

export function postgresNotifications(options: NotificationOptions): Notifications {
  return {
    listen: async (name, handlers) => {
      const listener = new Listener(options, name, handlers);
      await listener.start();
      return () => listener.stop();
    },
  };
}
