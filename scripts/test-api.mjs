// `npm run test:api`: the API suite on PostgreSQL, then the *.both.test.ts and *.pglite.test.ts files on PGlite
// (vitest.config.ts); the whole suite on PGlite when no PostgreSQL server answers.
import { run } from './run.mjs';
import { postgresUrl } from './postgres.mjs';

const api = ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)];
const pg = await postgresUrl();
let code;
if (pg) {
  code = await run('npx', api, { TEST_DB: 'postgres', TEST_DATABASE_URL: pg });
  code = (await run('npx', api, { TEST_DB: 'pglite', TEST_API_FILES: 'both' })) || code;
} else {
  console.log('NENHUM servidor PostgreSQL respondeu: a suite inteira roda no PGlite.');
  code = await run('npx', api, { TEST_DB: 'pglite' });
}
process.exit(code);
