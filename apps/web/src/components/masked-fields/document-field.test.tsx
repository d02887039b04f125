import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DocumentField } from './document-field';

function Form({ cpfOnly }: { cpfOnly?: boolean }) {
  const [document, setDocument] = useState('');
  return (
    <>
      <DocumentField label="CNPJ ou CPF" value={document} onChange={setDocument} cpfOnly={cpfOnly} />
      <p>Valor: {document}</p>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'CNPJ ou CPF' });

describe('DocumentField', () => {
  it('masks a CPF as it is typed, then a CNPJ beyond 11 digits, keeping the digits as the value', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '1114447773');
    expect(field()).toHaveValue('111.444.777-3');
    await user.type(field(), '5');
    expect(field()).toHaveValue('111.444.777-35');
    await user.clear(field());
    await user.type(field(), '11444777000161999');
    expect(field()).toHaveValue('11.444.777/0001-61');
    expect(screen.getByText('Valor: 11444777000161')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('pads with zeros on leaving once 3 digits are typed, then judges the number', async () => {
    const user = userEvent.setup();
    render(<Form />);
    // 00000000191 is a valid CPF: typed without its leading zeros.
    await user.type(field(), '191');
    await user.tab();
    expect(field()).toHaveValue('000.000.001-91');
    expect(field()).toHaveAccessibleDescription('');
    expect(field()).not.toBeInvalid();

    await user.clear(field());
    await user.type(field(), '12');
    await user.tab();
    expect(field()).toHaveValue('12');
    expect(field()).toHaveAccessibleDescription('Informe um CPF válido.');
  });

  it('says which number is wrong, and stops saying it on the next keystroke', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(field(), '11444777000162');
    await user.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('Informe um CNPJ válido.');
    await user.type(field(), '{Backspace}1');
    expect(field()).not.toBeInvalid();
    await user.tab();
    expect(field()).not.toBeInvalid();
  });

  it('takes no more than a CPF in CPF-only mode', async () => {
    const user = userEvent.setup();
    render(<Form cpfOnly />);
    await user.type(field(), '11144477735999');
    expect(field()).toHaveValue('111.444.777-35');
  });
});
