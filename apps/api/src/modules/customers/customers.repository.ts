/**
 * SQL of the customer list: customer companies, never the provider's own, optionally
 * narrowed by a search over name, trading name and document. The filter is written once and
 * used by both the page and the count.
 */
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern } from '../../lib/search';
import type { CompanyFiscalDataTable, Database } from '../../db/schema';

export type CustomerSearch = { filter?: string | undefined; numPage: number; numPageSize: number };

/** The characters a document is typed with besides its digits: '11.444.777/0001-61'. */
const DOCUMENT_MASK = /[\s./-]/g;

function matching(excludedCompanyId: number, filter: string | undefined) {
  return (eb: ExpressionBuilder<Database, 'companies'>) => {
    const notProvider = eb('companies.id', '<>', excludedCompanyId);
    const text = filter?.trim() ?? '';
    if (text === '') return notProvider;
    const pattern = containsPattern(text);
    const alternatives = [
      sql<boolean>`${eb.ref('companies.name')} ilike ${pattern} escape '\\'`,
      sql<boolean>`coalesce(${eb.ref('companies.tradingName')}, '') ilike ${pattern} escape '\\'`,
    ];
    // Only a search made of digits (with or without the mask) is read as a document.
    const digits = text.replace(DOCUMENT_MASK, '');
    if (/^\d+$/.test(digits)) {
      alternatives.push(
        sql<boolean>`${eb.ref('companies.document')} like ${containsPattern(digits)} escape '\\'`,
      );
    }
    return eb.and([notProvider, eb.or(alternatives)]);
  };
}

/** How many companies the list's filter matches (the total beside a page of either list). */
async function countMatching(db: Db, where: ReturnType<typeof matching>): Promise<number> {
  const count = await db
    .selectFrom('companies')
    .where(where)
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export async function listCustomers(db: Db, search: CustomerSearch, excludedCompanyId: number) {
  const where = matching(excludedCompanyId, search.filter);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('companies')
      .where(where)
      .select(['companies.id', 'companies.name', 'companies.tradingName', 'companies.document'])
      .orderBy('companies.name')
      .orderBy('companies.id')
      .limit(search.numPageSize)
      .offset(search.numPage * search.numPageSize)
      .execute(),
    countMatching(db, where),
  ]);
  return { rows, total };
}

/** The columns of the back office's customers page: plan, blocked state, trial end, user count. */
function overviewColumns(db: Db) {
  return db.selectFrom('companies').select((eb) => [
    'companies.id',
    'companies.name',
    'companies.tradingName',
    'companies.document',
    'companies.planType',
    'companies.blockedForNonPayment',
    'companies.trialEndsAt',
    'companies.createdAt',
    eb
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('users.companyId', '=', 'companies.id')
      .as('usersCount'),
  ]);
}

/** The customers page: the list's filter, page and count, with the overview columns. */
export async function listCustomerOverview(db: Db, search: CustomerSearch, excludedCompanyId: number) {
  const where = matching(excludedCompanyId, search.filter);
  const [rows, total] = await Promise.all([
    overviewColumns(db)
      .where(where)
      .orderBy('companies.name')
      .orderBy('companies.id')
      .limit(search.numPageSize)
      .offset(search.numPage * search.numPageSize)
      .execute(),
    countMatching(db, where),
  ]);
  return { rows, total };
}

export function findCustomerOverview(db: Db, companyId: number) {
  return overviewColumns(db).where('companies.id', '=', companyId).executeTakeFirst();
}

const FISCAL_COLUMNS = [
  'postalCode',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'municipalityCode',
  'state',
  'municipalRegistration',
  'issWithheld',
  'federalWithholding',
  'updatedAt',
] as const;

/** The customer's fiscal data (the tomador of its NFS-e), or undefined while none is filled in. */
export function findFiscalData(db: Db, companyId: number) {
  return db
    .selectFrom('companyFiscalData')
    .select(FISCAL_COLUMNS)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

export type FiscalDataValues = Omit<Insertable<CompanyFiscalDataTable>, 'companyId' | 'updatedAt'>;

/** Writes the whole fiscal data at once (an upsert: the first save creates it). */
export function saveFiscalData(db: Db, companyId: number, values: FiscalDataValues, now: Date) {
  return db
    .insertInto('companyFiscalData')
    .values({ companyId, ...values, updatedAt: now })
    .onConflict((oc) => oc.column('companyId').doUpdateSet({ ...values, updatedAt: now }))
    .returning(FISCAL_COLUMNS)
    .executeTakeFirstOrThrow();
}
