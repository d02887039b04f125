// `npm run test:api`: the API suite on PGlite, then again on PostgreSQL when a server answers.
import { run } from './run.mjs';
import { postgresUrl } from './postgres.mjs';

let code = await run('npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pglite' });
const pg = await postgresUrl();
if (pg) code = (await run('npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres', TEST_DATABASE_URL: pg })) || code;
else console.log('NENHUM servidor PostgreSQL respondeu: a suite rodou apenas no PGlite.');
process.exit(code);
