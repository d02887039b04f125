/**
 * Starts Painel: one process, one database, two listeners — the customer portal and the back
 * office — from one web build, plus, outside production, the stand-in sibling product that
 * launches land on (modules/demo-product). Prints the URLs and the demo accounts.
 */
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { buildDemoProduct } from './modules/demo-product/demo-product';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TOTP_SECRET, isEmpty, seedDemo } from './db/seed/demo';

const config = loadConfig();
const handle = await openDatabase(config);

const shouldSeed = config.seedDemo ?? (handle.kind === 'pglite' && (await isEmpty(handle.db)));
if (shouldSeed) await seedDemo(handle.db, config);

const portal = await buildApp({ config, db: handle.db, environment: 'portal' });
const backoffice = await buildApp({ config, db: handle.db, environment: 'backoffice' });
await portal.listen({ host: config.host, port: config.ports.portal });
await backoffice.listen({ host: config.host, port: config.ports.backoffice });
const standIn = config.productDemoPort === undefined ? null : await buildDemoProduct({ config });
if (standIn) await standIn.listen({ host: config.host, port: config.productDemoPort });

const accounts = DEMO_COMPANIES.flatMap((c) => c.users.map((u) => `  ${u.email.padEnd(32)} ${c.tradingName}`));
console.log(`
Painel no ar (${handle.kind === 'pglite' ? 'banco embutido PGlite' : 'PostgreSQL'})
  Portal do cliente: ${config.publicUrls.portal}
  Backoffice:        ${config.publicUrls.backoffice}
  API (OpenAPI):     ${config.publicUrls.portal}/docs
${standIn ? `  Produtos (demonstração de SSO): ${config.productUrl('{produto}')}\n` : ''}
Contas de demonstração — senha de todas: ${DEMO_PASSWORD}
${accounts.join('\n')}
  Segredo TOTP de mfa@seguro.example: ${DEMO_TOTP_SECRET}
`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: encerrando…`);
  await Promise.allSettled([portal.close(), backoffice.close(), standIn?.close()]);
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
