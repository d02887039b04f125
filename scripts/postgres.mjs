// Finds the PostgreSQL server the API suite runs against a second time: TEST_DATABASE_URL, else a
// local server on 127.0.0.1:5432 (the project machines' default, trust auth).
import net from 'node:net';

export async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const answers = await new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined;
}
