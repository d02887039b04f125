/** A complete RPS as the queue sends it, for the tests of the provider protocol. */
import type { RpsRequest } from '@painel/contracts';

export function sampleRps(reference: string): RpsRequest {
  return {
    reference,
    issueDate: '2026-11-25',
    competence: '2026-10-01',
    provider: {
      cnpj: '11222333000181',
      municipalRegistration: '12345678',
      municipalityCode: '3550308',
      simplesNacional: '1',
      specialRegime: '0',
    },
    customer: {
      cnpj: '11444777000161',
      name: 'Empresa Demonstração Ltda',
      municipalRegistration: null,
      address: {
        postalCode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: null,
        district: 'Bela Vista',
        municipalityCode: '3550308',
        state: 'SP',
      },
    },
    service: {
      code: '1.03',
      nationalCode: '010301',
      description: 'Serviços',
      amountCents: 150000,
      issRate: '2.00',
      issCents: 3000,
      issWithheld: false,
      withholdings: { irrfCents: 2250, pisCents: 0, cofinsCents: 4500, csllCents: 1500 },
      netAmountCents: 141750,
    },
  };
}
