import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS, trialMessages, type Viewer } from '@painel/domain';
import { launcherLock, launcherTrails } from './launcher-trails';

const P = PRODUCT_IDS;

function viewer(
  overrides: { productIds?: number[]; api?: boolean; blocked?: boolean; planType?: Viewer['planType'] } = {},
): Viewer {
  return {
    permissions: [],
    productIds: overrides.productIds ?? [P.localize, P.autentica, P.sms, P.accountManagement],
    planType: overrides.planType ?? 'PADRAO',
    profile: { id: 1, isCustomProfile: false, baseProfileId: null },
    company: { id: 10, api: overrides.api ?? false, blockedForNonPayment: overrides.blocked ?? false },
    environment: 'portal',
  };
}

/** trail code -> product names, as listed. */
function listed(v: Viewer) {
  return Object.fromEntries(
    launcherTrails(v).map(({ trail, cards }) => [trail.code, cards.map((c) => c.product.name)]),
  );
}

function card(v: Viewer, trail: string, productId: number) {
  return launcherTrails(v)
    .find((item) => item.trail.code === trail)
    ?.cards.find((c) => c.product.id === productId);
}

describe('launcher trails', () => {
  it('lists the five trails with their products in the spec order', () => {
    expect(listed(viewer({ productIds: [P.analysis360] }))).toEqual({
      cad: ['Localize', 'Autentica', 'Assinaturas'],
      cred: ['Análise 360', 'Autentica'],
      rel: ['SMS', 'Webphone', 'Base Certa'],
      rec: ['Gestão de Cobrança', 'Dossiê', 'SMS', 'Webphone', 'Base Certa'],
      mais: ['API', 'Veículos', 'Assinaturas'],
    });
  });

  it('lists Análise 360 only to users who own it', () => {
    expect(listed(viewer({ productIds: [P.localize] })).cred).toEqual(['Autentica']);
  });

  it('lists Assertiva Score, Negativação and Simplifica to their owners only, closing their trails', () => {
    const owner = viewer({ productIds: [P.assertivaScore, P.negativation, P.simplifica] });
    expect(listed(owner)).toMatchObject({
      cred: ['Autentica', 'Assertiva Score'],
      rec: ['Gestão de Cobrança', 'Dossiê', 'SMS', 'Webphone', 'Base Certa', 'Negativação'],
      mais: ['API', 'Veículos', 'Assinaturas', 'Simplifica'],
    });
    expect(card(owner, 'rec', P.negativation)).toMatchObject({ disabled: false, launchable: true });
  });

  it.each([
    ['an owned product', [P.localize], false, 'cad', P.localize, true],
    ['a product the company does not own', [P.localize], false, 'cad', P.signatures, false],
    ['API without the company API flag', [P.api], false, 'mais', P.api, false],
    ['API with the company API flag', [P.api], true, 'mais', P.api, true],
    ['the API flag without owning API', [], true, 'mais', P.api, false],
  ])('launches %s: %s', (_case, productIds, api, trail, productId, launchable) => {
    expect(card(viewer({ productIds, api }), trail, productId)).toMatchObject({
      disabled: false,
      launchable,
    });
  });

  it('disables every card, owned or not, while the company is blocked for non-payment', () => {
    const cards = launcherTrails(viewer({ blocked: true, productIds: [P.localize, P.sms] })).flatMap(
      (item) => item.cards,
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.disabled && !c.launchable)).toBe(true);
  });

  it('gives trial users the same trails: they launch what they own', () => {
    const trial = viewer({ planType: 'TRIAL', productIds: [P.localize, P.autentica] });
    expect(card(trial, 'cad', P.localize)).toMatchObject({ disabled: false, launchable: true });
    expect(card(trial, 'rel', P.sms)).toMatchObject({ disabled: false, launchable: false });
  });

  it('disables every card of an expired trial, saying why', () => {
    const running = viewer({ planType: 'TRIAL', productIds: [P.localize] });
    const expired: Viewer = { ...running, company: { ...running.company, trialExpired: true } };
    const cards = launcherTrails(expired).flatMap((item) => item.cards);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.disabled && !c.launchable)).toBe(true);
    expect(new Set(cards.map((c) => c.lockReason))).toEqual(new Set([trialMessages.expiredTooltip]));
    expect(launcherLock(running)).toBeNull();
  });
});
