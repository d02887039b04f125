/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder>`: the embedded database and its
 * key file (db/backup.ts). Stop the server first. A PostgreSQL server: pg_dump (docs/deployment.md).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupRefusedError, backupEmbedded, restoreEmbedded } from './backup';

const [command, folder] = process.argv.slice(2);
const config = loadConfig();
// npm runs the workspace's script in apps/api; a folder the operator typed is relative to where they typed it.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

function defaultFolder(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return path.join(path.dirname(config.dataDir), 'backups', `painel-${stamp}`);
}

try {
  if (command === 'backup') {
    const target = folder ? path.resolve(typedFrom, folder) : defaultFolder(new Date());
    const manifest = await backupEmbedded(config, target);
    console.log(
      `Backup gravado em ${target}${manifest.keyFile ? ' (com a chave secreta: guarde-o como um segredo)' : ' (sem a chave: SECRET_KEY fica com você)'}.`,
    );
  } else if (command === 'restore' && folder) {
    const manifest = await restoreEmbedded(config, path.resolve(typedFrom, folder));
    console.log(`Backup de ${manifest.createdAt} restaurado em ${path.join(config.dataDir, 'pglite')}.`);
  } else {
    console.error('Uso: npm run backup [-- <pasta>] | npm run restore -- <pasta>');
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof BackupRefusedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
