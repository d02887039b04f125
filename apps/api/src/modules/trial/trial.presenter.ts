/** What leaves the server about a contract request: an allow-list of its fields. */
import type { BackofficeContractRequest, ContractRequest } from '@painel/contracts';
import type { ContractRequestRow } from './trial.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentContractRequest(row: ContractRequestRow): ContractRequest {
  return {
    customerId: row.companyId,
    planType: row.planType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    cpf: row.cpf,
    role: row.role,
    purpose: row.purpose,
    status: row.status,
    createdAt: iso(row.createdAt),
    convertedAt: row.convertedAt === null ? null : iso(row.convertedAt),
    convertedPlanType: row.convertedPlanType,
  };
}

export function presentBackofficeContractRequest(row: ContractRequestRow): BackofficeContractRequest {
  return {
    ...presentContractRequest(row),
    companyName: row.companyName,
    companyDocument: row.companyDocument,
    requestedBy: row.requestedBy,
  };
}
