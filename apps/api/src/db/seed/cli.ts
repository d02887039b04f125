/** `npm run seed`: demo data on whichever database the configuration names (idempotent; demo mode only). */
import { loadConfig } from '../../config';
import { openDatabase } from '../open';
import { DEMO_PASSWORD, seedDemo } from './demo';

const config = loadConfig();
if (!config.demoMode) {
  console.error(
    'Os dados de demonstração só existem no modo de demonstração (nunca com NODE_ENV=production ou DEMO=0). / Demo data exists only in demo mode.',
  );
  process.exit(1);
}
const handle = await openDatabase(config);
try {
  const { created } = await seedDemo(handle.db, config);
  console.log(
    created.length
      ? `Contas de demonstração criadas (senha ${DEMO_PASSWORD}):\n  ${created.join('\n  ')}`
      : 'Os dados de demonstração já existem.',
  );
} finally {
  await handle.close();
}
