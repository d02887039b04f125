import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SavedSearchDrawer } from './saved-search-drawer';

/** Each term with its definition, as a screen reader walks the list. */
function readLines(drawer: HTMLElement): string[] {
  return within(drawer)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('SavedSearchDrawer', () => {
  it('lists a search of people under "Detalhes", with the empty values spelled out', async () => {
    const onClose = vi.fn();
    render(
      <SavedSearchDrawer
        open
        onClose={onClose}
        search={{
          buscarPor: 'pessoas',
          nomeOuRazaoSocial: 'Maria Souza',
          dataNascimentoOuAbertura: '1980-04-23',
          uf: 'SP',
        }}
      />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Detalhes' });
    expect(readLines(drawer)).toEqual([
      'Buscar por: Pessoas',
      'Nome: Maria Souza',
      'Nome exato: Não',
      'Data de nascimento: 23/04/1980',
      'Sexo: Ambos',
      'UF: SP',
      'Cidade: Campo vazio',
      'Bairro: Campo vazio',
      'CEP ou nome da rua: Campo vazio',
      'Número inicial: Campo vazio',
      'Número final: Campo vazio',
      'Complemento: Campo vazio',
    ]);
    await expectNoAxeViolations();
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('labels a search of companies as such, without sex', async () => {
    render(
      <SavedSearchDrawer
        open
        onClose={() => {}}
        title="Pesquisa salva"
        search={{ buscarPor: 'empresas', nomeOuRazaoSocial: 'Empresa X', nomeOuRazaoSocialExata: true }}
      />,
    );
    const lines = readLines(await screen.findByRole('dialog', { name: 'Pesquisa salva' }));
    expect(lines.slice(0, 4)).toEqual([
      'Buscar por: Empresas',
      'Razão social: Empresa X',
      'Razão social exata: Sim',
      'Data de abertura: Campo vazio',
    ]);
    expect(lines.some((line) => line.startsWith('Sexo'))).toBe(false);
  });

  it('shows a search of another kind as one short preview', async () => {
    render(<SavedSearchDrawer open onClose={() => {}} search={`CPF ${'1'.repeat(200)}`} />);
    const [line] = readLines(await screen.findByRole('dialog', { name: 'Detalhes' }));
    expect(line).toMatch(/^Pesquisa: CPF 1+…$/);
    expect(line?.length).toBeLessThan(100);
  });
});
