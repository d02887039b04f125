/**
 * The bank, as the portal sees it: CNAB 240 files exchanged through two folders, the way banks'
 * file transfer works (the bank's SFTP/VAN client, or a mount, picks up what lands in the
 * remittance folder and drops the bank's return files into the return folder). The portal writes a
 * remittance under its own name (written to a temporary name first, then renamed, so the transfer
 * never picks up half a file), reads the return files waiting, and moves each into `processados/`
 * once stored. Any bank that speaks CNAB 240 works through this one adapter.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface BankFileText {
  readonly name: string;
  readonly content: string;
}

export interface BankProvider {
  /** Delivers a remittance file (a repeat under the same name replaces it). */
  send(file: BankFileText): Promise<void>;
  /** The return files waiting, by name. */
  receive(): Promise<BankFileText[]>;
  /** A return file is stored: the bank's folder lets go of it. */
  acknowledge(name: string): Promise<void>;
}

export const PROCESSED_DIR = 'processados';

/** CNAB files travel as Latin-1 (ISO-8859-1) text; ours carry ASCII only. */
const ENCODING = 'latin1';

/** `.ret`/`.txt` files of a folder, oldest name first (banks number them). */
export async function filesIn(dir: string, extensions: readonly string[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names = await readdir(dir, { withFileTypes: true });
  return names
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.toLowerCase().endsWith(ext)))
    .map((entry) => entry.name)
    .sort();
}

export async function writeFileAtomically(dir: string, file: BankFileText): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${file.name}.partial`);
  await writeFile(temporary, file.content, ENCODING);
  await rename(temporary, path.join(dir, file.name));
}

export async function readBankFile(dir: string, name: string): Promise<BankFileText> {
  return { name, content: await readFile(path.join(dir, name), ENCODING) };
}

export async function moveToProcessed(dir: string, name: string): Promise<void> {
  await mkdir(path.join(dir, PROCESSED_DIR), { recursive: true });
  await rename(path.join(dir, name), path.join(dir, PROCESSED_DIR, name));
}

export function folderBankProvider(folders: { remittanceDir: string; returnDir: string }): BankProvider {
  return {
    send: (file) => writeFileAtomically(folders.remittanceDir, file),
    receive: async () =>
      Promise.all(
        (await filesIn(folders.returnDir, ['.ret'])).map((name) => readBankFile(folders.returnDir, name)),
      ),
    acknowledge: (name) => moveToProcessed(folders.returnDir, name),
  };
}
