import { describe, expect, it } from 'vitest';
import { PLAN_MONTHLY_FEES } from './payments';
import {
  PLAN_OFFERS,
  isContractablePlan,
  validateContractCpf,
  validateContractEmail,
  validateContractName,
  validateContractPhone,
} from './plans';

describe('PLAN_OFFERS', () => {
  it('are the three contractable plans, priced by the payments fees, in BRL', () => {
    expect(PLAN_OFFERS.map((o) => [o.planType, o.monthlyFeeText])).toEqual([
      ['PONTUAL', 'R$ 190,00'],
      ['EXPRESS', 'R$ 490,00'],
      ['PADRAO', 'R$ 1.490,00'],
    ]);
    for (const offer of PLAN_OFFERS) expect(offer.monthlyFee).toBe(PLAN_MONTHLY_FEES[offer.planType]);
  });

  it.each([
    ['PONTUAL', true],
    ['PADRAO', true],
    ['TRIAL', false],
    ['padrao', false],
    [1, false],
  ])('%j is contractable: %s', (value, expected) => {
    expect(isContractablePlan(value)).toBe(expected);
  });
});

describe('the contract request form rules', () => {
  it.each<[(v: string) => string | null, string, string | null]>([
    [validateContractName, 'Carla Dias', null],
    [validateContractName, 'Carla', 'Informe o nome e o sobrenome.'],
    [validateContractName, '  ', 'Campo obrigatório.'],
    [validateContractEmail, 'carla@empresa.example', null],
    [validateContractEmail, 'carla@', 'Informe um e-mail válido.'],
    [validateContractEmail, '', 'Campo obrigatório.'],
    [validateContractPhone, '(11) 98765-4321', null],
    [validateContractPhone, '1140041234', null],
    [validateContractPhone, '123', 'Informe um telefone válido.'],
    [validateContractPhone, '', 'Campo obrigatório.'],
    [validateContractCpf, '', null],
    [validateContractCpf, '396.142.587-64', null],
    [validateContractCpf, '111.111.111-11', 'Informe um CPF válido.'],
  ])('%o(%j) is %j', (rule, value, expected) => expect(rule(value)).toBe(expected));
});
