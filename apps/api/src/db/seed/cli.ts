/** `npm run seed`: demo data on whichever database the configuration names (idempotent). */
import { loadConfig } from '../../config';
import { openDatabase } from '../open';
import { DEMO_PASSWORD, seedDemo } from './demo';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const { created } = await seedDemo(handle.db, config);
  console.log(created.length ? `Contas de demonstração criadas (senha ${DEMO_PASSWORD}):\n  ${created.join('\n  ')}` : 'Os dados de demonstração já existem.');
} finally {
  await handle.close();
}
