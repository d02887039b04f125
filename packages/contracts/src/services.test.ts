import { describe, expect, it } from 'vitest';
import {
  analyticsMetricBodySchema,
  createNotificationBodySchema,
  errorCatalogue,
  extraNotificationSchema,
  featureFlagsResponseSchema,
  markNotificationsReadBodySchema,
  ombudsmanBodySchema,
  updateFeatureFlagBodySchema,
  virtualSellerContentSchema,
} from './index';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ombudsmanBodySchema (the dialog and POST /ouvidoria)', () => {
  it.each([
    { phone: '(11) 98765-4321', ticket: '', reason: 4, request: 'Sugestão.' },
    { phone: '2132345678', ticket: '00012345', reason: 3, request: 'Reclamação.' },
    { phone: '(48) 3234-5678', reason: 2, request: 'Elogio ao suporte.' },
    { phone: '11987654321', ticket: '4521', reason: 1, request: 'x'.repeat(2000) },
    { phone: '85991234567', ticket: '', reason: 4, request: 'linha 1\nlinha 2\ttab' },
  ])('accepts %j', (form) => {
    expect(ombudsmanBodySchema.safeParse(form).success).toBe(true);
  });

  it.each([
    [
      {},
      [
        ['phone', 'Campo obrigatório.'],
        ['reason', 'Campo obrigatório.'],
        ['request', 'Campo obrigatório.'],
      ],
    ],
    [{ phone: '11111111111', reason: 4, request: 'x' }, [['phone', 'Informe um telefone válido.']]],
    [{ phone: '11987654321', reason: 3, request: 'x' }, [['ticket', 'Campo obrigatório.']]],
    [
      { phone: '11987654321', reason: 4, ticket: '12345678', request: 'x' },
      [
        [
          'ticket',
          'Número de protocolo inválido: não pode ser um único dígito repetido nem uma sequência como 12345678.',
        ],
      ],
    ],
    [{ phone: '11987654321', reason: 9, request: 'x' }, [['reason', 'Valor inválido.']]],
    [
      { phone: '11987654321', reason: 4, request: 'x'.repeat(2001) },
      [['request', 'Insira no maximo 2000 caracteres.']],
    ],
  ])('refuses %j with the spec messages', (form, expected) => {
    expect(messages(ombudsmanBodySchema.safeParse(form))).toEqual(expected);
  });
});

describe('notification schemas', () => {
  it('marks as read only with read: true, 1 to 100 items', () => {
    expect(markNotificationsReadBodySchema.safeParse([{ id: 3, read: true }]).success).toBe(true);
    expect(markNotificationsReadBodySchema.safeParse([{ id: 3, read: false }]).success).toBe(false);
    expect(markNotificationsReadBodySchema.safeParse([]).success).toBe(false);
  });

  it('takes a category label and one of three audiences', () => {
    const ok = {
      category: 'CARTÃO DE CRÉDITO',
      content: '<p>x</p>',
      audience: { type: 'COMPANY', companyId: 4 },
    };
    expect(createNotificationBodySchema.safeParse(ok).success).toBe(true);
    expect(createNotificationBodySchema.safeParse({ ...ok, category: 'cartão de crédito' }).success).toBe(
      false,
    );
    expect(createNotificationBodySchema.safeParse({ ...ok, audience: { type: 'COMPANY' } }).success).toBe(
      false,
    );
  });

  const seller = {
    title: 'Conheça',
    text: 'Texto',
    buttonText: 'VER',
    image: '/favicon.svg',
    color: { background: '#000000', title: '#FFFFFF', text: '#EEEEEE', button: ['#FFFFFF', '#000000'] },
    campaignId: 'c1',
    productId: 17,
  };

  it.each([
    ['an app path image', seller],
    ['an https image', { ...seller, image: 'https://cdn.painel.example/a.png' }],
  ])('reads a virtual seller with %s', (_label, content) => {
    expect(virtualSellerContentSchema.safeParse(content).success).toBe(true);
  });

  it.each([
    ['a javascript image', { ...seller, image: 'javascript:alert(1)' }],
    ['a protocol-relative image', { ...seller, image: '//evil.example/a.png' }],
    ['an http image', { ...seller, image: 'http://cdn.painel.example/a.png' }],
    ['a named colour', { ...seller, color: { ...seller.color, background: 'red' } }],
    ['one button colour', { ...seller, color: { ...seller.color, button: ['#FFFFFF'] } }],
    ['an unknown product', { ...seller, productId: 99 }],
  ])('refuses a virtual seller with %s', (_label, content) => {
    expect(virtualSellerContentSchema.safeParse(content).success).toBe(false);
  });

  it('tells extra notifications apart by componentType', () => {
    const base = {
      id: 1,
      priority: 1,
      productId: null,
      productIds: [],
      allowedRoutes: [],
      blockedRoutes: [],
      variant: null,
      eventCategory: null,
      eventLabel: null,
      targetRoute: null,
    };
    expect(
      extraNotificationSchema.parse({ ...base, componentType: 'VIRTUAL_SELLER', content: seller })
        .componentType,
    ).toBe('VIRTUAL_SELLER');
    expect(
      extraNotificationSchema.safeParse({ ...base, componentType: 'VIRTUAL_SELLER', content: '<p>x</p>' })
        .success,
    ).toBe(false);
    expect(extraNotificationSchema.safeParse({ ...base, componentType: 'POPUP', content: 'x' }).success).toBe(
      false,
    );
  });
});

describe('feature flag, analytics and error schemas', () => {
  it('answers every flag, and PUTs known flags without repeated overrides', () => {
    expect(
      featureFlagsResponseSchema.safeParse({ flags: { 'balance-session': true, 'new-sidebar': false } })
        .success,
    ).toBe(false);
    const put = {
      name: 'new-sidebar',
      defaultEnabled: false,
      companies: [{ companyId: 2, enabled: true }],
      users: [],
    };
    expect(updateFeatureFlagBodySchema.safeParse(put).success).toBe(true);
    expect(
      updateFeatureFlagBodySchema.safeParse({ ...put, companies: [...put.companies, ...put.companies] })
        .success,
    ).toBe(false);
  });

  it('bounds analytics events', () => {
    const ok = { productId: 6, eventCategory: 'Menu lateral', eventAction: 'maximizar' };
    expect(analyticsMetricBodySchema.safeParse(ok).success).toBe(true);
    expect(analyticsMetricBodySchema.safeParse({ ...ok, eventAction: '' }).success).toBe(false);
    expect(analyticsMetricBodySchema.safeParse({ ...ok, productId: 99 }).success).toBe(false);
  });

  it('has the service error codes', () => {
    expect(errorCatalogue.TRIAL_ONLY).toEqual({
      status: 403,
      message: 'Disponível apenas para contas em período de avaliação.',
    });
    expect(errorCatalogue.OMBUDSMAN_NOT_SENT.status).toBe(502);
  });
});
