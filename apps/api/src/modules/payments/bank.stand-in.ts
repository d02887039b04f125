/**
 * The demo's stand-in bank, at the edge of the world and speaking the file protocol: it reads each
 * CNAB 240 remittance the portal drops into the remittance folder, registers or rejects each title
 * (FEBRABAN reasons), lowers those asked, and writes a CNAB 240 return file into the return folder.
 * A payer paying a registered boleto at the demo bank (`pay`) comes back as a liquidação in its
 * next return file. Its ledger is a JSON file beside the folders. Demo mode and tests only.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { usageDayOf } from '@painel/domain';
import { filesIn, moveToProcessed, readBankFile, writeFileAtomically } from './bank.provider';
import { fileInfoAt, parseRemittance, writeReturn, type BankAccount, type ReturnEntry } from './cnab240';

interface LedgerTitle {
  documentNumber: string;
  dueDate: string;
  cents: string;
  status: 'REGISTERED' | 'LOWERED' | 'PAID';
  /** Paid at the counter, not yet reported. */
  paidOn?: string;
}

interface Ledger {
  returnSequence: number;
  titles: Record<string, LedgerTitle>;
}

/** FEBRABAN C047 reasons the stand-in gives. */
export const STAND_IN_REJECTIONS = {
  ourNumber: '08',
  duplicate: '09',
  dueDate: '16',
  amount: '20',
  payerName: '45',
  payerDocument: '46',
} as const;

export interface StandInBank {
  /** Reads every remittance waiting and writes one return file with what happened since. */
  process(now: Date): Promise<void>;
  /** A payer pays a registered boleto at the demo bank (reported in the next return file). */
  pay(ourNumber: string, now: Date): Promise<boolean>;
}

export function standInBank(
  folders: { remittanceDir: string; returnDir: string },
  account: BankAccount,
): StandInBank {
  const ledgerPath = path.join(path.dirname(folders.remittanceDir), 'banco-livro.json');
  const load = async (): Promise<Ledger> => {
    try {
      return JSON.parse(await readFile(ledgerPath, 'utf8')) as Ledger;
    } catch {
      return { returnSequence: 0, titles: {} };
    }
  };
  const save = async (ledger: Ledger) => {
    await mkdir(path.dirname(ledgerPath), { recursive: true });
    await writeFile(ledgerPath, JSON.stringify(ledger, null, 2));
  };

  return {
    async process(now) {
      const ledger = await load();
      const day = usageDayOf(now);
      const entries: ReturnEntry[] = [];
      for (const name of await filesIn(folders.remittanceDir, ['.rem'])) {
        const remittance = parseRemittance((await readBankFile(folders.remittanceDir, name)).content);
        for (const title of remittance.items) {
          const known = ledger.titles[title.ourNumber];
          const base = {
            ourNumber: title.ourNumber,
            documentNumber: title.documentNumber,
            dueDate: title.dueDate ?? day,
            cents: title.cents,
            paidCents: 0n,
            occurredOn: day,
          };
          if (title.movement === 'LOWER') {
            if (known?.status === 'REGISTERED') known.status = 'LOWERED';
            entries.push({ ...base, movement: 'LOWERED', reasons: [] });
            continue;
          }
          const reasons = [
            ...(!new RegExp(`^${account.agreement}\\d{10}$`).test(title.ourNumber)
              ? [STAND_IN_REJECTIONS.ourNumber]
              : []),
            ...(known ? [STAND_IN_REJECTIONS.duplicate] : []),
            ...(title.dueDate === null ? [STAND_IN_REJECTIONS.dueDate] : []),
            ...(title.cents <= 0n ? [STAND_IN_REJECTIONS.amount] : []),
            ...(title.payerName.trim() === '' ? [STAND_IN_REJECTIONS.payerName] : []),
            ...(!/^(\d{11}|\d{14})$/.test(title.payerDocument) ? [STAND_IN_REJECTIONS.payerDocument] : []),
          ];
          if (reasons.length > 0) {
            entries.push({ ...base, movement: 'REJECTED', reasons: reasons.slice(0, 5) });
            continue;
          }
          ledger.titles[title.ourNumber] = {
            documentNumber: title.documentNumber,
            dueDate: base.dueDate,
            cents: title.cents.toString(),
            status: 'REGISTERED',
          };
          entries.push({ ...base, movement: 'REGISTERED', reasons: [] });
        }
        await moveToProcessed(folders.remittanceDir, name);
      }
      for (const [ourNumber, title] of Object.entries(ledger.titles)) {
        if (title.status !== 'REGISTERED' || !title.paidOn) continue;
        const cents = BigInt(title.cents);
        entries.push({
          movement: 'SETTLED',
          ourNumber,
          documentNumber: title.documentNumber,
          dueDate: title.dueDate,
          cents,
          paidCents: cents,
          occurredOn: title.paidOn,
          reasons: [],
        });
        title.status = 'PAID';
        delete title.paidOn;
      }
      if (entries.length > 0) {
        ledger.returnSequence += 1;
        const sequence = ledger.returnSequence;
        await writeFileAtomically(folders.returnDir, {
          name: `retorno-${String(sequence).padStart(6, '0')}.ret`,
          content: writeReturn(account, fileInfoAt(sequence, now), entries),
        });
      }
      await save(ledger);
    },

    async pay(ourNumber, now) {
      const ledger = await load();
      const title = ledger.titles[ourNumber];
      if (title?.status !== 'REGISTERED') return false;
      title.paidOn = usageDayOf(now);
      await save(ledger);
      return true;
    },
  };
}
