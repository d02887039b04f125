/** SQL of the LGPD purposes of use: the general ones, plus one product's own. */
import type { Db } from '../../db/database';

export function listPurposes(db: Db, productId: number | undefined) {
  return db
    .selectFrom('lgpdPurposes')
    .select(['id', 'text', 'description'])
    .where((eb) =>
      productId === undefined
        ? eb('productId', 'is', null)
        : eb.or([eb('productId', 'is', null), eb('productId', '=', productId)]),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
}
