/**
 * Contratar planos: the plans a trial company may contract, what each includes and its
 * monthly fee. The fee is payments' PLAN_MONTHLY_FEES (one source of truth: the invoice adds the
 * same amount), shown in BRL by formatCurrencyMilli. Descriptions are ours; the spec names the
 * plans (PF 3 'Plan types') without what they hold.
 */
import type { PlanType } from './catalogue';
import { isValidEmail, isValidFullName } from './contact';
import { isValidCpf, onlyDigits } from './documents';
import { plansMessages, validationMessages } from './messages';
import { isValidPhone } from './phone';
import { PLAN_MONTHLY_FEES } from './payments';
import { formatCurrencyMilli, type Milli } from './usage';

export const CONTRACTABLE_PLANS = ['PONTUAL', 'EXPRESS', 'PADRAO'] as const satisfies readonly PlanType[];
export type ContractablePlan = (typeof CONTRACTABLE_PLANS)[number];

export function isContractablePlan(value: unknown): value is ContractablePlan {
  return typeof value === 'string' && (CONTRACTABLE_PLANS as readonly string[]).includes(value);
}

export interface PlanOffer {
  readonly planType: ContractablePlan;
  readonly name: string;
  readonly summary: string;
  readonly items: readonly string[];
  readonly monthlyFee: Milli;
  /** 'R$ 1.490,00'. */
  readonly monthlyFeeText: string;
}

const OFFER_TEXT: Readonly<Record<ContractablePlan, Pick<PlanOffer, 'name' | 'summary' | 'items'>>> = {
  PONTUAL: {
    name: 'Pontual',
    summary: 'Para uso eventual: a menor mensalidade, e você paga cada consulta que fizer.',
    items: [
      'Consultas cobradas por uso, ao preço unitário de cada produto',
      'Saldo e extrato para acompanhar o consumo',
      'Usuários, grupos e perfis de acesso',
      'Fatura mensal por boleto ou PIX',
    ],
  },
  EXPRESS: {
    name: 'Express',
    summary: 'Para equipes que consultam toda semana e querem o essencial em uma mensalidade.',
    items: [
      'Tudo do Pontual',
      'Relatórios de consumo por grupo e por produto',
      'Limites de consumo por grupo e por usuário',
      'Horários e IPs de acesso por grupo',
    ],
  },
  PADRAO: {
    name: 'Padrão',
    summary: 'Para operações contínuas que integram a plataforma aos seus sistemas.',
    items: [
      'Tudo do Express',
      'Acesso à API e área do desenvolvedor, liberados na contratação',
      'Verificação em duas etapas exigida de toda a empresa, se quiser',
      'Mensalidade que compensa para o maior volume de consultas',
    ],
  },
};

/** The plans page's cards, in the order shown (cheapest first). */
export const PLAN_OFFERS: readonly PlanOffer[] = CONTRACTABLE_PLANS.map((planType) => ({
  planType,
  ...OFFER_TEXT[planType],
  monthlyFee: PLAN_MONTHLY_FEES[planType],
  monthlyFeeText: formatCurrencyMilli(PLAN_MONTHLY_FEES[planType]),
}));

export function planOffer(planType: ContractablePlan): PlanOffer {
  const offer = PLAN_OFFERS.find((candidate) => candidate.planType === planType);
  if (!offer) throw new RangeError(`Not a contractable plan: ${planType}`);
  return offer;
}

/** A contract request's state: waiting for staff, or the company became a plan. */
export const CONTRACT_REQUEST_STATUSES = ['PENDENTE', 'CONVERTIDA'] as const;
export type ContractRequestStatus = (typeof CONTRACT_REQUEST_STATUSES)[number];

// --- The contract request form (the web form and the API apply the same rules) ---

export const CONTRACT_REQUEST_ROLE_MAX = 80;

export function validateContractName(value: string): string | null {
  if (value.trim() === '') return validationMessages.required;
  return isValidFullName(value) ? null : plansMessages.invalidName;
}

export function validateContractEmail(value: string): string | null {
  if (value.trim() === '') return validationMessages.required;
  return isValidEmail(value.trim()) ? null : validationMessages.invalidEmail;
}

export function validateContractPhone(value: string): string | null {
  if (onlyDigits(value) === '') return validationMessages.required;
  return isValidPhone(value) ? null : validationMessages.invalidPhone;
}

/** Optional: empty is fine, anything else must be a CPF. */
export function validateContractCpf(value: string): string | null {
  if (onlyDigits(value) === '' && value.trim() === '') return null;
  return isValidCpf(value) ? null : validationMessages.invalidCpf;
}
