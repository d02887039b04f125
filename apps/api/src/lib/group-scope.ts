/**
 * Domain `inGroupScope` as SQL over the `groups` table, for every list that a GRUPO scope narrows
 * (the groups' list, and the users' list through their groups): the company's groups, or a
 * group-scope actor's own group and those it manages (`reachesGroup`), or none.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { GroupScope } from '@painel/domain';
import type { Database } from '../db/schema';

export function groupInScope(
  eb: ExpressionBuilder<Database, 'groups'>,
  scope: GroupScope,
): Expression<SqlBool> {
  if (scope.kind === 'company') return eb.lit(true);
  if (scope.kind === 'group')
    return eb.or([eb('groups.id', '=', scope.groupId), eb('groups.managedByGroupId', '=', scope.groupId)]);
  return eb.lit(false);
}
