/**
 * The migration list, imported statically so it works the same under tsx, vitest and a bundle.
 * Names sort by time; append new ones, never rename or edit old ones.
 */
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './20261121_1200_initial';

const migrations: Record<string, Migration> = {
  '20261121_1200_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
