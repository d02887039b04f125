/** Text search in SQL, the same on PGlite and PostgreSQL. */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { FOLD_FROM, FOLD_TO } from '@painel/domain';

/** A LIKE pattern that matches `text` literally anywhere: its own %, _ and \ are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Every folded word (searchTerms in domain) appears somewhere in the column, accents and case ignored. */
export function containsEveryWord(column: Expression<string>, words: readonly string[]): RawBuilder<SqlBool> {
  const folded = sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => sql`${folded} like ${containsPattern(word)} escape '\\'`),
    sql` and `,
  )})`;
}
