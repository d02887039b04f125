/**
 * Which products a person may open, sign in to and consume (PF 6 'Users without
 * product access get the access-denied page', AA 2.3 'Selecione os produtos que o perfil poderá
 * utilizar.'): those their company owns AND their profile grants. One rule, decided from the
 * profile's keys, so the session, the launcher, single sign-on, refresh and usage metering agree.
 *
 * A profile grants a product of the catalogue when it holds at least one of the product's
 * functionalities (every key of it). Custom profiles hold the functionalities the wizard switched
 * on (customProfileGrants); the four customer base profiles hold every sibling product's keys
 * (baseProfileGrants), so they grant every product the company owns, as the spec's sample
 * administrator does. Products with no functionality to switch off are part of the portal itself
 * and follow ownership alone: Gestão da conta (the account management every holder keeps)
 * and Protesto (a landing page, nothing to sign in to).
 */
import { PRODUCT_IDS, isProductId } from './catalogue';
import { catalogueProduct, holdsFunctionality } from './product-catalogue';
import type { Viewer } from './permissions';

/** Products no profile can take away: the portal's own account management, and Protesto's landing page. */
export const PROFILE_INDEPENDENT_PRODUCT_IDS: readonly number[] = [
  PRODUCT_IDS.accountManagement,
  PRODUCT_IDS.protest,
];

/** Whether a profile holding these keys may use the product (ownership aside). Unknown ids: never. */
export function profileGrantsProduct(permissions: readonly string[], productId: number): boolean {
  if (!isProductId(productId)) return false;
  if (PROFILE_INDEPENDENT_PRODUCT_IDS.includes(productId)) return true;
  const product = catalogueProduct(productId);
  return (
    product !== undefined &&
    product.functionalities.some((functionality) => holdsFunctionality(permissions, functionality))
  );
}

/**
 * The products a person may use: those of `ownedProductIds` (their company's) that the profile's
 * keys grant, in the order given. A blocked state of PF 4 narrows this further (BLOCKED_STATE_GRANTS).
 */
export function productsGrantedBy<T extends number>(
  permissions: readonly string[],
  ownedProductIds: readonly T[],
): T[] {
  return ownedProductIds.filter((id) => profileGrantsProduct(permissions, id));
}

/** Every key of a product's functionalities (what a query needs to read to decide profileGrantsProduct). */
export function productPermissionKeys(productId: number): string[] {
  const product = isProductId(productId) ? catalogueProduct(productId) : undefined;
  return product
    ? product.functionalities.flatMap((functionality) =>
        functionality.permissions.map((permission) => permission.key),
      )
    : [];
}

/** A product the company owns that the viewer's profile does not grant (the launcher says so instead of 'Não contratado'). */
export function isWithheldByProfile(
  viewer: Pick<Viewer, 'productIds' | 'company'>,
  productId: number,
): boolean {
  return (viewer.company.productIds ?? []).includes(productId) && !viewer.productIds.includes(productId);
}

/** Why a person may not use a product, or null when they may: the company lacks it, or the profile does not grant it. */
export type ProductAccessRefusal = 'PRODUCT_NOT_OWNED' | 'PRODUCT_NOT_GRANTED';

export function productAccessRefusal(
  facts: { readonly ownedProductIds: readonly number[]; readonly permissions: readonly string[] },
  productId: number,
): ProductAccessRefusal | null {
  if (!facts.ownedProductIds.includes(productId)) return 'PRODUCT_NOT_OWNED';
  return profileGrantsProduct(facts.permissions, productId) ? null : 'PRODUCT_NOT_GRANTED';
}
