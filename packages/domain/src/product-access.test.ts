import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from './catalogue';
import {
  isWithheldByProfile,
  productAccessRefusal,
  productsGrantedBy,
  profileGrantsProduct,
} from './product-access';
import { PRODUCT_CATALOGUE, baseProfileGrants, customProfileGrants } from './product-catalogue';

const P = PRODUCT_IDS;
const OWNED = [P.localize, P.sms, P.autentica, P.debtCollection, P.accountManagement, P.vehicles];
// The profile: from Operador, only Localize (11, 12, 13) and Gestão de Cobrança (25).
const localizeAndCollection = customProfileGrants([11, 12, 13, 25]);

describe('productsGrantedBy: owned and granted by the profile', () => {
  it.each([
    ['Administrador', 1],
    ['Financeiro', 2],
    ['Operador', 3],
    ['Gerente', 4],
  ])('the base profile %s grants every product the company owns', (_name, id) => {
    expect(productsGrantedBy(baseProfileGrants(id), OWNED)).toEqual(OWNED);
  });

  it('a custom profile grants only the products it holds a functionality of, plus account management', () => {
    expect(productsGrantedBy(localizeAndCollection, OWNED)).toEqual([
      P.localize,
      P.debtCollection,
      P.accountManagement,
    ]);
  });

  it('never grants what the company does not own', () => {
    expect(productsGrantedBy(baseProfileGrants(1), [P.accountManagement])).toEqual([P.accountManagement]);
  });

  it('a staff profile holds no product key: only account management', () => {
    expect(productsGrantedBy(baseProfileGrants(5), OWNED)).toEqual([P.accountManagement]);
  });

  it('one key of a functionality with two is not the functionality', () => {
    expect(profileGrantsProduct(['VEICULOS:CONSULTA:PLACA'], P.vehicles)).toBe(false);
    expect(profileGrantsProduct(['VEICULOS:CONSULTA:PLACA', 'VEICULOS:CONSULTA:CHASSI'], P.vehicles)).toBe(
      true,
    );
  });

  it('every product of the catalogue is granted by its own functionalities and by no other product’s', () => {
    for (const product of PRODUCT_CATALOGUE) {
      const own = customProfileGrants(product.functionalities.map((f) => f.id));
      expect(profileGrantsProduct(own, product.id)).toBe(true);
      const others = PRODUCT_CATALOGUE.filter((p) => p.id !== product.id).flatMap((p) =>
        p.functionalities.map((f) => f.id),
      );
      expect(profileGrantsProduct(customProfileGrants(others), product.id)).toBe(false);
    }
  });

  it('Protesto and account management follow ownership alone; unknown ids are never granted', () => {
    expect(profileGrantsProduct([], P.protest)).toBe(true);
    expect(profileGrantsProduct([], P.accountManagement)).toBe(true);
    expect(profileGrantsProduct(baseProfileGrants(1), 999)).toBe(false);
  });
});

describe('isWithheldByProfile', () => {
  const viewer = {
    productIds: [P.localize],
    company: { id: 1, api: false, blockedForNonPayment: false, productIds: [P.localize, P.sms] },
  };
  it.each([
    [P.sms, true],
    [P.localize, false],
    [P.geotimize, false],
  ] as const)('product %i: %s', (productId, expected) => {
    expect(isWithheldByProfile(viewer, productId)).toBe(expected);
  });

  it('is never said when the company’s products are not known', () => {
    expect(
      isWithheldByProfile(
        { productIds: [], company: { id: 1, api: false, blockedForNonPayment: false } },
        P.sms,
      ),
    ).toBe(false);
  });
});

describe('productAccessRefusal', () => {
  it.each([
    [P.localize, null],
    [P.sms, 'PRODUCT_NOT_GRANTED'],
    [P.geotimize, 'PRODUCT_NOT_OWNED'],
  ] as const)('product %i: %s', (productId, expected) => {
    expect(
      productAccessRefusal({ ownedProductIds: OWNED, permissions: localizeAndCollection }, productId),
    ).toBe(expected);
  });
});
