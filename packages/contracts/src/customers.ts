/**
 * The customer list of the back office (PF 7 `GET /customers/list?numPage&numPageSize&filter`,
 * PF 3 'Customer'): staff page through the customer companies, or search them by name, trading
 * name or document, to feed the customer autocomplete and select lists. Portal users get 403:
 * a customer only ever sees its own company. The provider's own company is not a customer.
 */
import { z } from 'zod';
import {
  BRAZILIAN_STATES,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  FISCAL_DATA_LIMITS,
  MUNICIPAL_REGISTRATION_PATTERN,
  MUNICIPALITY_CODE_PATTERN,
  PAGE_SIZE_OPTIONS,
  PLAN_TYPES,
  POSTAL_CODE_PATTERN,
  SELECT_LIST_PAGE_SIZE,
  fiscalDataMessages,
} from '@painel/domain';
import { pagedListSchema } from './paging';
import { plainText } from './schemas';

export const customerPaths = {
  list: '/customers/list',
  /** The back office's customers page: the list with plan, status and user count. */
  overview: '/customers/overview',
} as const;

/** One customer's header in the back office: `/customers/{customerId}/summary`. */
export function customerSummaryPath(customerId: number): string {
  return `/customers/${customerId}/summary`;
}

/** Longest search text (ours): longer than any company name or masked document. */
export const CUSTOMER_FILTER_MAX = 100;
/** Largest page: the table's largest option. A select list asks for SELECT_LIST_PAGE_SIZE. */
export const CUSTOMER_PAGE_SIZE_MAX = Math.max(...PAGE_SIZE_OPTIONS);

export const customerListQuerySchema = z
  .object({
    numPage: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_PAGE),
    numPageSize: z.coerce
      .number()
      .int()
      .min(SELECT_LIST_PAGE_SIZE)
      .max(CUSTOMER_PAGE_SIZE_MAX)
      .default(DEFAULT_PAGE_SIZE),
    /** Part of the name or trading name (any case), or of the document (digits, mask or not). */
    filter: plainText(CUSTOMER_FILTER_MAX).optional(),
  })
  .strict();
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSchema = z
  .object({
    id: z.number().int(),
    /** The company's name (razão social); shown with customerDisplayName (domain). */
    customerName: z.string().nullable(),
    tradingName: z.string().nullable(),
    /** CNPJ or CPF, digits only. */
    document: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = pagedListSchema(customerSchema).meta({ id: 'CustomerPage' });
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** The address of a list call, as the web sends it (contracts run without the DOM's URLSearchParams). */
export function customerListSearch(query: {
  numPage?: number;
  numPageSize?: number;
  filter?: string;
}): string {
  const params = [
    `numPage=${query.numPage ?? DEFAULT_PAGE}`,
    `numPageSize=${query.numPageSize ?? DEFAULT_PAGE_SIZE}`,
  ];
  const filter = query.filter?.trim();
  if (filter) params.push(`filter=${encodeURIComponent(filter)}`);
  return `${customerPaths.list}?${params.join('&')}`;
}

/** A customer as the back office's customers page shows it: plan, status and how many users. */
export const customerOverviewSchema = customerSchema
  .extend({
    planType: z.enum(PLAN_TYPES),
    blockedForNonPayment: z.boolean(),
    /** Trial plans only: whole São Paulo days left (0 on the last day); null for other plans. */
    trialDaysRemaining: z.number().int().nullable(),
    trialExpired: z.boolean(),
    usersCount: z.number().int(),
  })
  .meta({ id: 'CustomerOverview' });
export type CustomerOverview = z.infer<typeof customerOverviewSchema>;

export const customerOverviewPageSchema = pagedListSchema(customerOverviewSchema).meta({
  id: 'CustomerOverviewPage',
});
export type CustomerOverviewPage = z.infer<typeof customerOverviewPageSchema>;

/** The overview call's address, as customerListSearch writes the list's. */
export function customerOverviewSearch(query: {
  numPage?: number;
  numPageSize?: number;
  filter?: string;
}): string {
  return customerListSearch(query).replace(customerPaths.list, customerPaths.overview);
}

// --- Dados fiscais: the customer as the tomador of its NFS-e ---

const fiscalText = (max: number) => plainText(max).transform((value) => value.replace(/\s+/g, ' ').trim());
const requiredFiscalText = (max: number) =>
  fiscalText(max).refine((value) => value !== '', fiscalDataMessages.required);

/** What staff type: masks allowed in the CEP; blank optional fields are sent as ''. */
export const customerFiscalDataBodySchema = z
  .object({
    postalCode: z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .refine((value) => POSTAL_CODE_PATTERN.test(value), fiscalDataMessages.invalidPostalCode),
    street: requiredFiscalText(FISCAL_DATA_LIMITS.street),
    number: requiredFiscalText(FISCAL_DATA_LIMITS.number),
    complement: fiscalText(FISCAL_DATA_LIMITS.complement),
    district: requiredFiscalText(FISCAL_DATA_LIMITS.district),
    city: requiredFiscalText(FISCAL_DATA_LIMITS.city),
    municipalityCode: z
      .string()
      .trim()
      .refine((value) => MUNICIPALITY_CODE_PATTERN.test(value), fiscalDataMessages.invalidMunicipalityCode),
    state: z.enum(BRAZILIAN_STATES, { error: fiscalDataMessages.invalidState }),
    municipalRegistration: fiscalText(FISCAL_DATA_LIMITS.municipalRegistration).refine(
      (value) => value === '' || MUNICIPAL_REGISTRATION_PATTERN.test(value),
      fiscalDataMessages.invalidMunicipalRegistration,
    ),
    issWithheld: z.boolean(),
    federalWithholding: z.boolean(),
  })
  .strict();
export type CustomerFiscalDataBody = z.input<typeof customerFiscalDataBodySchema>;

export const customerFiscalDataSchema = z.object({
  postalCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  district: z.string(),
  city: z.string().nullable(),
  municipalityCode: z.string(),
  state: z.enum(BRAZILIAN_STATES),
  municipalRegistration: z.string().nullable(),
  issWithheld: z.boolean(),
  federalWithholding: z.boolean(),
  updatedAt: z.string(),
});
// No component id: it travels nullable, and OpenAPI 3.0 gives a nullable $ref no type (lint).
export type CustomerFiscalData = z.infer<typeof customerFiscalDataSchema>;

/** The customer's fiscal data, or null while staff have not filled it in. */
export const customerFiscalDataResultSchema = z.object({ data: customerFiscalDataSchema.nullable() });
export type CustomerFiscalDataResult = z.infer<typeof customerFiscalDataResultSchema>;

/** `/customers/{customerId}/fiscal-data` in the back office. */
export function customerFiscalDataPath(customerId: number): string {
  return `/customers/${customerId}/fiscal-data`;
}
