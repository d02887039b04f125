/** Where the group screens live in each environment: the portal's own company, or the customer's in the back office. */
export function groupsListPath(customerId: number | null): string {
  return customerId === null ? '/grupos-e-usuarios/grupos' : `/clientes/${customerId}/editar/grupos`;
}

/** The create route is a literal segment: it outranks ':groupId'. */
export const NEW_GROUP_SEGMENT = 'novo';
/** ?modo=visualizar opens the read-only view; the form otherwise. */
export const MODE_PARAM = 'modo';
export const VIEW_MODE = 'visualizar';
export const EDIT_MODE = 'editar';

export function groupPagePath(
  customerId: number | null,
  groupId: number | 'novo',
  mode?: 'view' | 'edit',
): string {
  const base = `${groupsListPath(customerId)}/${groupId}`;
  return mode ? `${base}?${MODE_PARAM}=${mode === 'view' ? VIEW_MODE : EDIT_MODE}` : base;
}

/** The route's customer id, null in the portal (or when the address holds no valid id). */
export function customerIdOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
