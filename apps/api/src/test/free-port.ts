/** A TCP port nobody listens on right now, for a server a test starts in another process. */
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo; // a TCP listen(0) always has an AddressInfo
      server.close(() => resolve(port));
    });
  });
}
