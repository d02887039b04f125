import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RegistrationSuccess } from './registration-success';

describe('RegistrationSuccess', () => {
  it('confirms the registration and leads into the platform', async () => {
    render(<RegistrationSuccess accessHref="/inicio" />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cadastro realizado com sucesso!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ACESSAR PLATAFORMA ASSERTIVA' })).toHaveAttribute(
      'href',
      '/inicio',
    );
    await expectNoAxeViolations();
  });

  it('takes its own title and line, and an action instead of a link', async () => {
    const onAccess = vi.fn();
    render(
      <RegistrationSuccess
        title="Senha cadastrada com sucesso!"
        description="Agora é só entrar."
        onAccess={onAccess}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Senha cadastrada com sucesso!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Agora é só entrar.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ACESSAR PLATAFORMA ASSERTIVA' }));
    expect(onAccess).toHaveBeenCalledTimes(1);
  });
});
