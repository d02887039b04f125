/**
 * A trial company's request to contract a plan (PF 4 'Contratar planos'): the form, the request as
 * the company and the back office read it, and the back office's conversion into a plan. The paths
 * are trialPaths (trial.ts).
 */
import { z } from 'zod';
import {
  CONTRACTABLE_PLANS,
  CONTRACT_REQUEST_ROLE_MAX,
  CONTRACT_REQUEST_STATUSES,
  PLAN_TYPES,
  validateContractCpf,
  validateContractEmail,
  validateContractName,
  validateContractPhone,
  validationMessages,
} from '@painel/domain';
import { rule } from './auth';
import { bodyIdSchema, idSchema, plainText } from './schemas';

const planTypeSchema = z.enum(CONTRACTABLE_PLANS, { error: validationMessages.required });

/**
 * 'Contratar planos': the plan, who speaks for the company, and the purpose of use
 * (the LGPD picker's id). Phone and CPF travel masked or bare; the server keeps the digits.
 */
// No component id: it travels nullable, and OpenAPI 3.0 gives a nullable $ref no type (lint).
export const contractRequestFormSchema = z
  .object({
    planType: planTypeSchema,
    name: plainText(200).superRefine(rule(validateContractName)),
    email: plainText(254).superRefine(rule(validateContractEmail)),
    phone: plainText(30).superRefine(rule(validateContractPhone)),
    cpf: plainText(20).superRefine(rule(validateContractCpf)),
    role: plainText(CONTRACT_REQUEST_ROLE_MAX),
    purposeId: bodyIdSchema.nullable().refine((value) => value !== null, validationMessages.required),
  })
  .strict();
export type ContractRequestForm = z.input<typeof contractRequestFormSchema>;
export type ContractRequestBody = z.output<typeof contractRequestFormSchema>;

/**
 * The form's fields; or no body at all: the expiry dialog's one-click request, which
 * records the wish without a plan.
 */
export const trialContractRequestBodySchema = contractRequestFormSchema.nullish();

export const contractRequestStatusSchema = z.enum(CONTRACT_REQUEST_STATUSES);

/** A request as its company and the back office read it. */
// No component id: it travels nullable, and OpenAPI 3.0 gives a nullable $ref no type (lint).
export const contractRequestSchema = z.object({
  customerId: z.number().int(),
  planType: z.enum(CONTRACTABLE_PLANS).nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  role: z.string().nullable(),
  purpose: z.string().nullable(),
  status: contractRequestStatusSchema,
  createdAt: z.iso.datetime(),
  convertedAt: z.iso.datetime().nullable(),
  convertedPlanType: z.enum(PLAN_TYPES).nullable(),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

export const ownContractRequestSchema = z
  .object({ request: contractRequestSchema.nullable() })
  .meta({ id: 'OwnTrialContractRequest' });
export type OwnContractRequest = z.infer<typeof ownContractRequestSchema>;

/** The back office's list: the request plus the company and who asked. */
export const backofficeContractRequestSchema = contractRequestSchema
  .extend({ companyName: z.string(), companyDocument: z.string(), requestedBy: z.string().nullable() })
  .meta({ id: 'BackofficeTrialContractRequest' });
export type BackofficeContractRequest = z.infer<typeof backofficeContractRequestSchema>;

export const backofficeContractRequestListSchema = z
  .object({ items: z.array(backofficeContractRequestSchema) })
  .meta({ id: 'BackofficeTrialContractRequestList' });
export type BackofficeContractRequestList = z.infer<typeof backofficeContractRequestListSchema>;

export const convertParamsSchema = z.object({ customerId: idSchema });

export const convertBodySchema = z
  .object({ planType: planTypeSchema })
  .strict()
  .meta({ id: 'TrialConvertBody' });
export type ConvertBody = z.infer<typeof convertBodySchema>;
