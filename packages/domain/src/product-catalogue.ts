/**
 * The catalogue of rights: products -> functionalities (the modules a profile
 * switches on or off) -> permissions (the keys a session carries). One source: the API syncs it into
 * reference tables on start, profiles are built from it, and a sibling product reads the keys of
 * its own prefix (e.g. 'VEICULOS:') from the session and its tokens.
 *
 * Ids are ours except the vehicles product's aggregates (functionality 63, permission 146), the
 * spec's mandatory pair. The spec's sample administrator holds the families ASSERTIVASCORE,
 * NEGATIVACAO and SIMPLIFICA, products of their own (20-22); its RELATORIO/RELATORIOS is the
 * reports product 3, whose keys are the spec's GESTAODACONTA:RELATORIOS ones. The portal's own modules (Financeiro, Relatórios, Administrativo) carry the
 * keys the portal itself checks (PERMISSIONS); the own-account keys are not toggles: every profile
 * keeps them (OWN_ACCOUNT_PERMISSIONS), so no profile can lock its holder out of their account.
 * Labels are the catalogue's words, so they live here with the rows they name.
 */
import { MANDATORY_PRODUCT_ITEMS, PRODUCT_IDS, isProductId, productName } from './catalogue';
import type { ProductId } from './catalogue';
import {
  OWN_ACCOUNT_PERMISSIONS,
  PERMISSIONS as P,
  baseProfilePermissions,
  isAdministrator,
  effectiveBaseProfile,
} from './permissions';
import type { ProfileRef, Viewer } from './permissions';
import { allows, policies } from './policies';

export interface CataloguePermission {
  readonly id: number;
  readonly functionalityId: number;
  readonly label: string;
  readonly key: string;
  readonly mandatory: boolean;
}

export interface CatalogueFunctionality {
  readonly id: number;
  readonly productId: ProductId;
  readonly label: string;
  readonly mandatory: boolean;
  readonly permissions: readonly CataloguePermission[];
}

export interface CatalogueProduct {
  readonly id: ProductId;
  readonly name: string;
  readonly functionalities: readonly CatalogueFunctionality[];
}

type PermissionRow = readonly [id: number, label: string, key: string];
type FunctionalityRow = readonly [id: number, label: string, permissions: readonly PermissionRow[]];

const V = 'Visualizar';

/** The rows, per product, in the order the screens list them. */
const ROWS: ReadonlyArray<readonly [ProductId, readonly FunctionalityRow[]]> = [
  [
    PRODUCT_IDS.financial,
    [
      [1, 'Saldo', [[1, V, P.balanceView]]],
      [2, 'Extrato', [[2, V, P.statementView]]],
      [3, 'Boletos e notas fiscais', [[3, V, P.paymentsView]]],
    ],
  ],
  [
    PRODUCT_IDS.reports,
    [
      [
        4,
        'Consumo consolidado',
        [
          [4, V, P.reportsView],
          [5, 'Visualizar produtos', P.reportProductsView],
        ],
      ],
    ],
  ],
  [
    PRODUCT_IDS.administrative,
    [
      [
        5,
        'Grupos da empresa',
        [
          [6, V, P.groupsViewCompany],
          [7, 'Criar', P.groupsCreateCompany],
          [8, 'Editar', P.groupsEditCompany],
        ],
      ],
      [
        6,
        'Grupos do próprio grupo',
        [
          [9, V, P.groupsViewGroup],
          [10, 'Criar', P.groupsCreateGroup],
          [11, 'Editar', P.groupsEditGroup],
        ],
      ],
      [
        7,
        'Usuários da empresa',
        [
          [12, V, P.usersViewCompany],
          [13, 'Criar', P.usersCreateCompany],
          [14, 'Editar', P.usersEditCompany],
          [15, 'Excluir', P.usersDeleteCompany],
          [16, 'Solicitar troca de senha', P.usersPasswordChangeCompany],
          [17, 'Reenviar link', P.usersResendLink],
        ],
      ],
      [
        8,
        'Usuários do próprio grupo',
        [
          [18, V, P.usersViewGroup],
          [19, 'Criar', P.usersCreateGroup],
          [20, 'Editar', P.usersEditGroup],
          [21, 'Excluir', P.usersDeleteGroup],
          [22, 'Solicitar troca de senha', P.usersPasswordChangeGroup],
          [23, 'Reenviar link', P.usersResendLink],
        ],
      ],
      [
        9,
        'Perfis de acesso',
        [
          [24, V, P.profilesView],
          [25, 'Visualizar permissões', P.profilePermissionsView],
        ],
      ],
      [
        10,
        'Gestão de perfis de acesso',
        [
          [26, 'Criar perfil', P.profilesCreate],
          [27, 'Editar permissões', P.profilePermissionsEdit],
        ],
      ],
    ],
  ],
  [
    PRODUCT_IDS.localize,
    [
      [11, 'Consulta de pessoas', [[28, 'Consultar', 'LOCALIZE:PESSOAS:CONSULTAR']]],
      [12, 'Consulta de empresas', [[29, 'Consultar', 'LOCALIZE:EMPRESAS:CONSULTAR']]],
      [13, 'Histórico de consultas', [[30, V, 'LOCALIZE:HISTORICO:VISUALIZAR']]],
    ],
  ],
  [
    PRODUCT_IDS.sms,
    [
      [14, 'Envio de mensagens', [[31, 'Enviar', 'SMS:MENSAGENS:ENVIAR']]],
      [
        15,
        'Campanhas',
        [
          [32, 'Criar', 'SMS:CAMPANHAS:CRIAR'],
          [33, V, 'SMS:CAMPANHAS:VISUALIZAR'],
        ],
      ],
      [16, 'Relatórios de envio', [[34, V, 'SMS:RELATORIOS:VISUALIZAR']]],
    ],
  ],
  [
    PRODUCT_IDS.geotimize,
    [
      [17, 'Roteirização', [[35, 'Criar rotas', 'GEOTIMIZE:ROTAS:CRIAR']]],
      [18, 'Mapas', [[36, V, 'GEOTIMIZE:MAPAS:VISUALIZAR']]],
    ],
  ],
  [PRODUCT_IDS.unnamed8, [[19, 'Acesso ao produto', [[37, 'Utilizar', 'PRODUTO8:ACESSO:UTILIZAR']]]]],
  [
    PRODUCT_IDS.baseCerta,
    [
      [20, 'Higienização de bases', [[38, 'Enviar arquivos', 'BASECERTA:ARQUIVOS:ENVIAR']]],
      [21, 'Resultados', [[39, V, 'BASECERTA:RESULTADOS:VISUALIZAR']]],
    ],
  ],
  [
    PRODUCT_IDS.autentica,
    [
      [22, 'Validação de identidade', [[40, 'Validar', 'AUTENTICA:VALIDACAO:REALIZAR']]],
      [23, 'Biometria facial', [[41, 'Validar', 'AUTENTICA:BIOMETRIA:REALIZAR']]],
    ],
  ],
  [PRODUCT_IDS.creditMix, [[24, 'Análise de crédito', [[42, 'Analisar', 'CREDITOMIX:ANALISE:REALIZAR']]]]],
  [
    PRODUCT_IDS.vehicles,
    [
      [
        60,
        'Consulta de veículos',
        [
          [140, 'Consultar por placa', 'VEICULOS:CONSULTA:PLACA'],
          [141, 'Consultar por chassi', 'VEICULOS:CONSULTA:CHASSI'],
        ],
      ],
      [
        61,
        'Débitos e restrições',
        [
          [142, 'Consultar débitos', 'VEICULOS:DEBITOS:CONSULTAR'],
          [143, 'Consultar restrições', 'VEICULOS:RESTRICOES:CONSULTAR'],
        ],
      ],
      [
        62,
        'Histórico do veículo',
        [
          [144, 'Consultar proprietários', 'VEICULOS:HISTORICO:PROPRIETARIOS'],
          [145, 'Consultar sinistros', 'VEICULOS:HISTORICO:SINISTROS'],
        ],
      ],
      [63, 'Agregados', [[146, 'Consultar agregados', 'VEICULOS:AGREGADOS:CONSULTAR']]],
      [64, 'Leilão', [[147, 'Consultar', 'VEICULOS:LEILAO:CONSULTAR']]],
      [65, 'Gravame', [[148, 'Consultar', 'VEICULOS:GRAVAME:CONSULTAR']]],
      [66, 'Laudo cautelar', [[149, 'Solicitar', 'VEICULOS:LAUDO:SOLICITAR']]],
    ],
  ],
  [
    PRODUCT_IDS.debtCollection,
    [
      [25, 'Carteiras', [[43, V, 'COBRANCA:CARTEIRAS:VISUALIZAR']]],
      [26, 'Acordos', [[44, 'Negociar', 'COBRANCA:ACORDOS:NEGOCIAR']]],
    ],
  ],
  [PRODUCT_IDS.webphone, [[27, 'Chamadas', [[45, 'Realizar', 'WEBPHONE:CHAMADAS:REALIZAR']]]]],
  [PRODUCT_IDS.unnamed15, [[28, 'Acesso ao produto', [[46, 'Utilizar', 'PRODUTO15:ACESSO:UTILIZAR']]]]],
  [
    PRODUCT_IDS.signatures,
    [
      [29, 'Documentos', [[47, 'Enviar para assinatura', 'ASSINATURAS:DOCUMENTOS:ENVIAR']]],
      [30, 'Modelos', [[48, 'Gerenciar', 'ASSINATURAS:MODELOS:GERENCIAR']]],
    ],
  ],
  [PRODUCT_IDS.analysis360, [[31, 'Relatório 360', [[49, V, 'ANALISE360:RELATORIO:VISUALIZAR']]]]],
  [PRODUCT_IDS.dossier, [[32, 'Dossiês', [[50, 'Gerar', 'DOSSIE:DOSSIES:GERAR']]]]],
  [PRODUCT_IDS.api, [[33, 'Credenciais de acesso', [[51, V, 'API:CREDENCIAIS:VISUALIZAR']]]]],
  // Families of the spec's sample administrator whose products it does not name: ids,
  // functionalities and areas ours; the prefixes are the spec's families.
  [
    PRODUCT_IDS.assertivaScore,
    [
      [34, 'Score de pessoas', [[52, 'Consultar', 'ASSERTIVASCORE:PESSOAS:CONSULTAR']]],
      [35, 'Score de empresas', [[53, 'Consultar', 'ASSERTIVASCORE:EMPRESAS:CONSULTAR']]],
      [36, 'Histórico de consultas', [[54, V, 'ASSERTIVASCORE:HISTORICO:VISUALIZAR']]],
    ],
  ],
  [
    PRODUCT_IDS.negativation,
    [
      [
        37,
        'Negativações',
        [
          [55, 'Incluir', 'NEGATIVACAO:NEGATIVACOES:INCLUIR'],
          [56, 'Dar baixa', 'NEGATIVACAO:NEGATIVACOES:BAIXAR'],
        ],
      ],
      [38, 'Acompanhamento', [[57, V, 'NEGATIVACAO:ACOMPANHAMENTO:VISUALIZAR']]],
    ],
  ],
  [PRODUCT_IDS.simplifica, [[39, 'Acesso ao produto', [[58, 'Utilizar', 'SIMPLIFICA:ACESSO:UTILIZAR']]]]],
];

function build(productId: ProductId, rows: readonly FunctionalityRow[]): CatalogueProduct {
  const mandatory = MANDATORY_PRODUCT_ITEMS[productId];
  return {
    id: productId,
    name: productName(productId),
    functionalities: rows.map(([id, label, permissions]) => ({
      id,
      productId,
      label,
      mandatory: mandatory?.functionalityIds.includes(id) ?? false,
      permissions: permissions.map(([permissionId, permissionLabel, key]) => ({
        id: permissionId,
        functionalityId: id,
        label: permissionLabel,
        key,
        mandatory: mandatory?.permissionIds.includes(permissionId) ?? false,
      })),
    })),
  };
}

/** Every product that has functionalities, in the order of ROWS. */
export const PRODUCT_CATALOGUE: readonly CatalogueProduct[] = ROWS.map(([id, rows]) => build(id, rows));

const functionalityById: ReadonlyMap<number, CatalogueFunctionality> = new Map(
  PRODUCT_CATALOGUE.flatMap((product) => product.functionalities.map((f) => [f.id, f] as const)),
);

export function catalogueProduct(id: number): CatalogueProduct | undefined {
  return isProductId(id) ? PRODUCT_CATALOGUE.find((product) => product.id === id) : undefined;
}

export function catalogueFunctionality(id: number): CatalogueFunctionality | undefined {
  return functionalityById.get(id);
}

/**
 * The portal's own modules: part of every customer's contract (the portal itself), so a custom
 * profile may carry their rights whatever the company bought.
 */
export const PORTAL_MODULE_PRODUCT_IDS: readonly ProductId[] = [
  PRODUCT_IDS.financial,
  PRODUCT_IDS.reports,
  PRODUCT_IDS.administrative,
];

/** What a company may put in its profiles: the portal's modules and the products it owns, in catalogue order. */
export function contractedCatalogue(ownedProductIds: readonly number[]): CatalogueProduct[] {
  return PRODUCT_CATALOGUE.filter(
    (product) => PORTAL_MODULE_PRODUCT_IDS.includes(product.id) || ownedProductIds.includes(product.id),
  );
}

/** The keys of the sibling products (every product outside the portal's modules). */
export const SOLUTION_PERMISSION_KEYS: readonly string[] = PRODUCT_CATALOGUE.filter(
  (product) => !PORTAL_MODULE_PRODUCT_IDS.includes(product.id),
).flatMap((product) => product.functionalities.flatMap((f) => f.permissions.map((p) => p.key)));

/**
 * What a base profile's rows hold: its portal grants and, for the customer profiles, every
 * sibling product's keys (a product is used only where the company owns it; a custom profile
 * narrows this).
 */
export function baseProfileGrants(id: number): readonly string[] {
  const portal = baseProfilePermissions(id);
  const customer = id === 1 || id === 2 || id === 3 || id === 4;
  return customer ? [...portal, ...SOLUTION_PERMISSION_KEYS] : portal;
}

export function functionalityKeys(functionality: CatalogueFunctionality): string[] {
  return functionality.permissions.map((permission) => permission.key);
}

/** A functionality is on in a set of grants when every one of its keys is granted. */
export function holdsFunctionality(
  granted: readonly string[],
  functionality: CatalogueFunctionality,
): boolean {
  return functionality.permissions.every((permission) => granted.includes(permission.key));
}

/**
 * No escalation: whoever builds a profile may switch on only what they hold themselves. Staff in
 * the back office act for the provider, which sells every product: they are not bounded by this.
 */
export function canGrantFunctionality(
  granted: readonly string[],
  functionality: CatalogueFunctionality,
): boolean {
  return holdsFunctionality(granted, functionality);
}

/** The rows a custom profile stores: the own-account keys and every key of its active functionalities. */
export function customProfileGrants(functionalityIds: readonly number[]): string[] {
  const keys = new Set<string>(OWN_ACCOUNT_PERMISSIONS);
  for (const id of functionalityIds) {
    const functionality = catalogueFunctionality(id);
    if (functionality) for (const key of functionalityKeys(functionality)) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * No escalation through the base profile either: the base decides the rules a holder is judged by
 * (an administrator acts company-wide, a manager only on Operadores of their group), so a customer
 * may start a custom profile from their own base only, unless they are an administrator.
 */
export function canChooseBaseProfile(actor: ProfileRef, baseProfileId: number): boolean {
  return isAdministrator(actor) || effectiveBaseProfile(actor) === baseProfileId;
}

export interface ProfileAbilities {
  readonly view: boolean;
  readonly create: boolean;
  readonly edit: boolean;
}

/** What the access-profiles page lets a viewer do, per environment; the server checks the same keys. */
export function profileAbilities(
  viewer: Pick<Viewer, 'permissions' | 'environment' | 'planType' | 'company'>,
): ProfileAbilities {
  return {
    view: allows(viewer, policies.profiles.view),
    create: allows(viewer, policies.profiles.create),
    edit: allows(viewer, policies.profiles.edit),
  };
}

/**
 * The permissions dialog's mode: base profiles are only viewed; a custom one is edited by
 * who may edit, else viewed by who may view; null: the dialog does not open.
 */
export function profileDialogMode(abilities: ProfileAbilities, baseProfile: boolean): 'view' | 'edit' | null {
  if (!baseProfile && abilities.edit) return 'edit';
  return abilities.view || abilities.edit ? 'view' : null;
}
