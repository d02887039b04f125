import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ClientLink } from './client-link';

describe('ClientLink', () => {
  it('opens the client page from the template in a new tab, and says so', async () => {
    render(<ClientLink template="https://crm.example/clientes/{clientId}" clientId={42} />);
    const link = screen.getByRole('link', { name: 'ACESSAR CLIENTE (abre em uma nova aba)' });
    expect(link).toHaveAttribute('href', 'https://crm.example/clientes/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations();
  });
});
