/**
 * What a GRUPO-scope key reaches (AA 6: ADMINISTRATIVO:GRUPOS:… and ADMINISTRATIVO:USUARIOS:… with
 * group scope): the actor's own group and the groups their group manages — the groups a
 * group-scoped creator (a Gerente) made, one level down, never the groups those manage. This one
 * predicate judges groups (list, open, edit) and the users of groups (list, actions, invitations);
 * the API's list queries write the same rule in SQL, and tests hold the two together.
 */

/** A group as the scope sees it. `id` null: a group about to be created. */
export interface GroupRef {
  readonly id: number | null;
  /** The group that manages it (its group-scoped creator's group); null: the company's. */
  readonly managedByGroupId: number | null;
}

/** Whether the group is `ownGroupId` itself or one it manages; an actor without a group reaches none. */
export function reachesGroup(ownGroupId: number | null, group: GroupRef | null): boolean {
  if (ownGroupId === null || group === null) return false;
  return group.id === ownGroupId || group.managedByGroupId === ownGroupId;
}
