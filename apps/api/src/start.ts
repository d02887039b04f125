/**
 * Starts Painel: one process, one database, two listeners — the customer portal and the back
 * office — from one web build, plus, in demo mode, the stand-in sibling product that launches
 * land on (modules/demo-product). Prints the URLs and, in demo mode, loudly, the demo accounts.
 */
import { loadConfig } from './config';
import { buildApp } from './app';
import { UnmigratedDatabaseError, openDatabase } from './db/open';
import { buildDemoProduct } from './modules/demo-product/demo-product';
import { devMailboxUrl } from './modules/dev-mailbox/dev-mailbox.routes';
import { startDevMailbox } from './modules/dev-mailbox/dev-mailbox.server';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './db/seed/demo';
import { DemoAccountsOutsideDemoModeError, prepareDemoData } from './db/seed/demo-mode';
import { createMetrics } from './lib/metrics';
import { startMetricsServer } from './modules/metrics/metrics.server';
import { databaseCounts } from './modules/metrics/metrics.repository';
import { flushTraces } from './lib/trace-hooks';
import { assertPaymentSettings } from './modules/payments/payments.config';

const config = loadConfig();
// Production never collects into the demo's PIX key or convênio: refused before anything starts.
assertPaymentSettings(config);

/** One clear line for the operator, no stack: the database, not the code, is what must change. */
function refuse(error: unknown): never {
  if (!(error instanceof DemoAccountsOutsideDemoModeError || error instanceof UnmigratedDatabaseError))
    throw error;
  console.error(`Painel não iniciado: ${error.message}`);
  process.exit(1);
}

// openDatabase refuses before it writes anything (migrations, reference data, redirect URIs).
const handle = await openDatabase(config).catch(refuse);
await prepareDemoData(handle, config).catch(async (error: unknown) => {
  await handle.close();
  refuse(error);
});

// One set of metrics for the process: both environments count into it, the private listener serves it.
const metrics = createMetrics({
  db: handle.db,
  defaultMetrics: true,
  databaseCounts: databaseCounts(handle.db),
});
const portal = await buildApp({ config, db: handle.db, environment: 'portal', metrics });
const backoffice = await buildApp({ config, db: handle.db, environment: 'backoffice', metrics });
await portal.listen({ host: config.host, port: config.ports.portal });
await backoffice.listen({ host: config.host, port: config.ports.backoffice });
const standIn = config.productDemoPort === undefined ? null : await buildDemoProduct({ config });
if (standIn) await standIn.listen({ host: config.host, port: config.productDemoPort });
// Its own listener on 127.0.0.1, whatever HOST says: nothing in front of the portal can reach it.
const mailbox =
  config.devMailboxPort === undefined
    ? null
    : await startDevMailbox({ db: handle.db, port: config.devMailboxPort });
const metricsServer = config.metrics ? await startMetricsServer(metrics, config.metrics) : null;

const accounts = DEMO_COMPANIES.flatMap((c) =>
  c.users.map((u) => `  ${u.email.padEnd(32)} ${c.tradingName}`),
);
const rule = '='.repeat(78);
console.log(`
Painel no ar (${handle.kind === 'pglite' ? 'banco embutido PGlite' : 'PostgreSQL'})
  Portal do cliente: ${config.publicUrls.portal}
  Backoffice:        ${config.publicUrls.backoffice}
${config.metrics ? `  Métricas (Prometheus): http://${config.metrics.host}:${config.metrics.port}/metrics\n` : ''}${config.apiDocs ? `  API (OpenAPI):     ${config.publicUrls.portal}/docs\n` : ''}${standIn ? `  Produtos (demonstração de SSO): ${config.productUrl('{produto}')}\n` : ''}`);
if (config.demoMode) {
  console.log(`${rule}
  MODO DE DEMONSTRAÇÃO / DEMO MODE — não use em produção (NODE_ENV=production desliga).
  Contas públicas, caixa de saída em ${mailbox && config.devMailboxPort !== undefined ? `${devMailboxUrl(config.devMailboxPort)}/dev/caixa-de-saida (só deste computador)` : '(desligada)'}.
${rule}
Contas de demonstração — senha de todas: ${DEMO_PASSWORD}
${accounts.join('\n')}
  Segredo TOTP de mfa@seguro.example: ${DEMO_TOTP_SECRET}
`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: encerrando…`);
  await Promise.allSettled([
    portal.close(),
    backoffice.close(),
    standIn?.close(),
    mailbox?.close(),
    metricsServer?.close(),
  ]);
  await handle.close();
  await flushTraces();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
