/**
 * The screens' working copy of what a profile holds: per product, the set of functionality ids
 * switched on; turned into the create/save body's `products[{id, functionalities[{id, active}]}]`.
 */
import type { ProfileProduct } from '@painel/contracts';

export type Selection = ReadonlyMap<number, ReadonlySet<number>>;

type Functionality = ProfileProduct['functionalities'][number];

/** A switch the user may move: not a mandatory item, and within what the user may grant. */
export function canSwitch(functionality: Functionality): boolean {
  return !functionality.mandatory && functionality.grantable;
}

/** What a product shows on: the server's state, and the mandatory items always. */
export function activeOf(product: ProfileProduct): Set<number> {
  return new Set(product.functionalities.filter((f) => f.active || f.mandatory).map((f) => f.id));
}

export function selectionOf(products: readonly ProfileProduct[]): Selection {
  return new Map(products.map((product) => [product.id, activeOf(product)]));
}

export function toBodyProducts(products: readonly ProfileProduct[], selection: Selection) {
  return products
    .filter((product) => selection.has(product.id))
    .map((product) => {
      const active = selection.get(product.id) ?? new Set<number>();
      return {
        id: product.id,
        functionalities: product.functionalities.map((f) => ({ id: f.id, active: active.has(f.id) })),
      };
    });
}
