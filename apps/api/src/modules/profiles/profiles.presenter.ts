/**
 * What leaves the server about profiles: the allow-listed fields of AA 3 ('Access profile',
 * 'Product'), built from the catalogue and what the profile holds.
 */
import type { ProfileProduct, ProfileSummary } from '@painel/contracts';
import type { CatalogueFunctionality, CatalogueProduct } from '@painel/domain';
import type { ProfileRow } from './profiles.repository';

export function presentProfile(row: ProfileRow): ProfileSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    baseProfile: row.isBase,
    baseProfileId: row.isBase ? row.id : row.baseProfileId,
    baseProfileName: row.isBase ? row.name : row.baseProfileName,
    usersCount: row.usersCount,
  };
}

/** Products with each functionality's and permission's state: `isActive` says what is on, `grantable` what the caller may switch on. */
export function presentProducts(
  products: readonly CatalogueProduct[],
  isActive: (functionality: CatalogueFunctionality) => boolean,
  grantable: (functionality: CatalogueFunctionality) => boolean,
): ProfileProduct[] {
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    functionalities: product.functionalities.map((f) => ({
      id: f.id,
      label: f.label,
      active: isActive(f),
      mandatory: f.mandatory,
      grantable: grantable(f),
    })),
    permissions: product.functionalities.flatMap((f) =>
      f.permissions.map((p) => ({
        id: p.id,
        functionalityId: f.id,
        label: p.label,
        key: p.key,
        active: isActive(f),
        mandatory: p.mandatory,
      })),
    ),
  }));
}
