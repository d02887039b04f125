import { describe, expect, it } from 'vitest';
import {
  BASE_PROFILE_IDS,
  PERMISSIONS,
  PRODUCT_IDS,
  baseProfilePermissions,
  type Environment,
  type ShellContext,
} from '@painel/domain';
import { breadcrumbTrail } from './breadcrumbs';

function context(environment: Environment): ShellContext {
  return {
    viewer: {
      permissions:
        environment === 'portal'
          ? baseProfilePermissions(BASE_PROFILE_IDS.administrator)
          : [PERMISSIONS.backofficeReportsView],
      productIds: [PRODUCT_IDS.accountManagement],
      planType: 'PADRAO',
      profile: { id: BASE_PROFILE_IDS.administrator, isCustomProfile: false, baseProfileId: null },
      company: { id: environment === 'portal' ? 10 : 1, api: false, blockedForNonPayment: false },
      environment,
    },
    flags: { 'balance-session': false, 'sidebar-mostrar-protestos': false, 'new-sidebar': false },
    blockedState: null,
  };
}

const labels = (trail: { label: string }[]) => trail.map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it("ends at the report's name on the consolidated report, Relatórios becoming a level above it", () => {
    expect(
      labels(
        breadcrumbTrail('reports', context('portal'), '/gestao-da-conta/relatorios/consumo-consolidado'),
      ),
    ).toEqual(['Início', 'Gestão da conta', 'Relatórios', 'Consumo consolidado']);
    expect(
      labels(breadcrumbTrail('backofficeReports', context('backoffice'), '/relatorios/consumo-consolidado')),
    ).toEqual(['Início', 'Relatórios', 'Consumo consolidado']);
  });

  it("ends at the page's heading: the users and profiles by their own entries, the developer area by its name", () => {
    const portal = context('portal');
    expect(labels(breadcrumbTrail('users', portal, '/grupos-e-usuarios/usuarios'))).toEqual([
      'Início',
      'Gestão da conta',
      'Usuários',
    ]);
    expect(labels(breadcrumbTrail('groupsAndUsers', portal, '/grupos-e-usuarios/grupos'))).toEqual([
      'Início',
      'Gestão da conta',
      'Grupos e usuários',
    ]);
    const profiles = breadcrumbTrail('accessProfiles', portal, '/grupos-e-usuarios/perfis');
    expect(labels(profiles)).toEqual(['Início', 'Gestão da conta', 'Perfis de acesso']);
    expect(profiles[2]?.route).toBe('accessProfiles');
    const api = { ...portal, viewer: { ...portal.viewer, company: { ...portal.viewer.company, api: true } } };
    expect(labels(breadcrumbTrail('developerArea', api, '/gestao-da-conta/area-do-desenvolvedor'))).toEqual([
      'Início',
      'Gestão da conta',
      'Área do desenvolvedor',
    ]);
  });

  it('ends at the menu entry on the entry itself', () => {
    expect(labels(breadcrumbTrail('reports', context('portal'), '/gestao-da-conta/relatorios'))).toEqual([
      'Início',
      'Gestão da conta',
      'Relatórios',
    ]);
    expect(labels(breadcrumbTrail('backofficeReports', context('backoffice'), '/relatorios'))).toEqual([
      'Início',
      'Relatórios',
    ]);
  });
});
