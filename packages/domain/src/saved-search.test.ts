import { describe, expect, it } from 'vitest';
import { savedSearchDetails, savedSearchPreview, type SavedSearch } from './saved-search';

const lines = (search: SavedSearch) =>
  savedSearchDetails(search).map(({ label, value }) => `${label}: ${value}`);

describe('savedSearchDetails', () => {
  it('lists a search of people with their labels', () => {
    expect(
      lines({
        buscarPor: 'pessoas',
        nomeOuRazaoSocial: 'Maria Souza',
        nomeOuRazaoSocialExata: true,
        dataNascimentoOuAbertura: '1980-04-23',
        sexo: 'F',
        uf: 'SP',
        cidade: 'São Paulo',
        bairro: 'Centro',
        cepOuNomeRua: '01001-000',
        numeroInicial: 10,
        numeroFinal: '200',
        complemento: 'Apto 1',
      }),
    ).toEqual([
      'Buscar por: Pessoas',
      'Nome: Maria Souza',
      'Nome exato: Sim',
      'Data de nascimento: 23/04/1980',
      'Sexo: Feminino',
      'UF: SP',
      'Cidade: São Paulo',
      'Bairro: Centro',
      'CEP ou nome da rua: 01001-000',
      'Número inicial: 10',
      'Número final: 200',
      'Complemento: Apto 1',
    ]);
  });

  it('lists a search of companies without sex, with empty values as Campo vazio', () => {
    expect(
      lines({
        buscarPor: 'empresas',
        nomeOuRazaoSocial: 'Empresa X',
        dataNascimentoOuAbertura: '01/02/2003',
        sexo: 'M',
      }),
    ).toEqual([
      'Buscar por: Empresas',
      'Razão social: Empresa X',
      'Razão social exata: Não',
      'Data de abertura: 01/02/2003',
      'UF: Campo vazio',
      'Cidade: Campo vazio',
      'Bairro: Campo vazio',
      'CEP ou nome da rua: Campo vazio',
      'Número inicial: Campo vazio',
      'Número final: Campo vazio',
      'Complemento: Campo vazio',
    ]);
  });

  it.each<[SavedSearch['sexo'], string]>([
    [undefined, 'Ambos'],
    [null, 'Ambos'],
    ['', 'Ambos'],
    ['m', 'Masculino'],
    ['F', 'Feminino'],
    ['Outro', 'Outro'],
  ])('reads sex %j as %j', (sexo, shown) => {
    const line = savedSearchDetails({ buscarPor: 'pessoas', sexo }).find((l) => l.label === 'Sexo');
    expect(line?.value).toBe(shown);
  });

  it.each<[SavedSearch['dataNascimentoOuAbertura'], string]>([
    [undefined, 'Campo vazio'],
    ['  ', 'Campo vazio'],
    ['2003-02-01', '01/02/2003'],
    ['31/02/2003', '31/02/2003'],
    ['em 2003', 'em 2003'],
  ])('reads the date %j as %j', (value, shown) => {
    const line = savedSearchDetails({ buscarPor: 'pessoas', dataNascimentoOuAbertura: value })[3];
    expect(line).toEqual({ label: 'Data de nascimento', value: shown });
  });
});

describe('savedSearchPreview', () => {
  it.each<[string, number | undefined, string]>([
    ['', undefined, 'Campo vazio'],
    ['  CPF   123\n456 ', undefined, 'CPF 123 456'],
    ['abcdefghij', 10, 'abcdefghij'],
    ['abcdefghijk', 10, 'abcdefghi…'],
    ['abcd efghijk', 6, 'abcd…'],
  ])('%j (max %s) is %j', (value, max, preview) => {
    expect(savedSearchPreview(value, max)).toBe(preview);
  });
});
