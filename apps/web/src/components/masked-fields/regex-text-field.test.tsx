import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RegexTextField } from './regex-text-field';

/** AA 5: a group name takes letters, digits, spaces and hyphens, up to 30 characters. */
function GroupName() {
  const [name, setName] = useState('');
  return (
    <>
      <RegexTextField
        label="Nome do grupo"
        value={name}
        onChange={setName}
        allowed={/[\p{L}\d -]/u}
        maxLength={30}
      />
      <p>Valor: [{name}]</p>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Nome do grupo' });

describe('RegexTextField', () => {
  it('never shows a character that is not allowed', async () => {
    const user = userEvent.setup();
    render(<GroupName />);
    await user.type(field(), 'Comercial@#! São-Paulo_2');
    expect(field()).toHaveValue('Comercial São-Paulo2');
    await expectNoAxeViolations();
  });

  it('collapses runs of spaces as they are typed and trims the ends on leaving', async () => {
    const user = userEvent.setup();
    render(<GroupName />);
    await user.type(field(), '  Grupo    de   vendas  ');
    expect(field()).toHaveValue(' Grupo de vendas ');
    await user.tab();
    expect(screen.getByText('Valor: [Grupo de vendas]')).toBeInTheDocument();
  });

  it('cleans a pasted text too, and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<GroupName />);
    await user.click(field());
    await user.paste('Grupo\t(Norte)   e   Nordeste — filial número 1234567890');
    expect(field()).toHaveValue('GrupoNorte e Nordeste filial n');
  });
});
