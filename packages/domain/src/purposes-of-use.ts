/**
 * Purposes of use (LGPD) for the picker 'Escolha a finalidade de uso *': general
 * purposes for every product, plus a few that only make sense for one product. The API keeps them
 * in a table (synced from here on start) and serves GET /lgpd/purpose-of-use[?productId].
 */
import { PRODUCT_IDS, type ProductId } from './catalogue';
import { lgpdMessages } from './messages';

export interface PurposeOfUse {
  readonly id: number;
  /** null: offered for every product. */
  readonly productId: ProductId | null;
  readonly text: string;
  readonly description: string;
}

type PurposeId = keyof typeof lgpdMessages.purposes;

function purpose(id: PurposeId, productId: ProductId | null): PurposeOfUse {
  return { id, productId, ...lgpdMessages.purposes[id] };
}

/** In the order the picker lists them. */
export const PURPOSES_OF_USE: readonly PurposeOfUse[] = [
  purpose(1, null),
  purpose(2, null),
  purpose(3, null),
  purpose(4, null),
  purpose(5, null),
  purpose(6, null),
  purpose(7, PRODUCT_IDS.autentica),
  purpose(8, PRODUCT_IDS.debtCollection),
  purpose(9, PRODUCT_IDS.dossier),
  purpose(10, PRODUCT_IDS.vehicles),
];

/** The general purposes, plus the product's own when a product is given. */
export function purposesOfUseFor(productId?: number | null): readonly PurposeOfUse[] {
  return PURPOSES_OF_USE.filter(
    (p) => p.productId === null || (productId != null && p.productId === productId),
  );
}
