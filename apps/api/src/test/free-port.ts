/** A TCP port nobody listens on right now, for a server a test starts in another process. */
import net from 'node:net';
import { randomBytes } from 'node:crypto';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo; // a TCP listen(0) always has an AddressInfo
      server.close(() => resolve(port));
    });
  });
}

/**
 * The settings of an API process a test starts (server.ts) on a test's database, outside
 * production, without the demo data: free ports of its own, loopback, no captcha.
 */
export async function childApiEnv(databaseUrl: string | undefined, portalPort: number) {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl ?? '',
    HOST: '127.0.0.1',
    PORTAL_PORT: String(portalPort),
    BACKOFFICE_PORT: String(await freePort()),
    // Demo mode starts the mailbox's loopback listener: a free port, not the portal's + 3.
    DEV_MAILBOX_PORT: String(await freePort()),
    PORTAL_URL: 'http://localhost:3000',
    SECRET_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO: 'false',
    CAPTCHA: 'off',
  };
}
