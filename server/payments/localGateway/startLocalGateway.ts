/**
 * Starts the local SimplePay gateway for demo mode on its own port of the loopback address, before
 * the merchants are known: `addMerchants` adds them (the brands' accounts with their demo keys)
 * once the payment accounts are resolved against the gateway's address. Their IPN URL is read at
 * each notification, so it can name the portal's port once the portal listens. The payment page is
 * reached at localhost, as the customer's browser reaches the portal. A port that is taken falls
 * back to a free one unless it was asked for explicitly (LOCAL_GATEWAY_PORT).
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createLocalGateway, type GatewayMerchant } from './createLocalGateway';

export interface StartedGateway {
  /** http://127.0.0.1:<port>, the address the portal's client uses. */
  apiUrl: string;
  /** http://localhost:<port>, the address of the payment page. */
  pageUrl: string;
  addMerchants: (merchants: Record<string, string>) => void;
  close: () => void;
}

export async function startLocalGateway(options: { port: number; strictPort: boolean; ipnUrl: () => string }): Promise<StartedGateway> {
  const merchants: Record<string, GatewayMerchant> = {};
  const page = { url: '' };
  const gateway = createLocalGateway({ merchants, get publicUrl() { return page.url; } });
  // A server of its own rather than app.listen, whose callback Express 5 also calls on an error
  // (a taken port then looked like a listening gateway without an address).
  const listen = (port: number) => new Promise<Server>((resolve, reject) => {
    const s = createServer(gateway.app);
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
  let server: Server;
  try {
    server = await listen(options.port);
  } catch (error) {
    if (options.strictPort || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    server = await listen(0);
  }
  const port = (server.address() as AddressInfo).port;
  page.url = `http://localhost:${port}`;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    pageUrl: page.url,
    addMerchants: (keys) => {
      for (const [merchant, secretKey] of Object.entries(keys)) merchants[merchant] = { secretKey, get ipnUrl() { return options.ipnUrl(); }, currency: 'HUF' };
    },
    close: () => {
      gateway.close();
      server.close();
    },
  };
}
