import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginMessages } from '@painel/domain';
import { stubApi, unauthenticated } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function renderLogin() {
  const calls = stubApi({ 'GET /api/oauth2/session': unauthenticated });
  return { ...renderApp('/'), calls };
}

describe('login form validation', () => {
  it('asks for both fields on an empty submit, and sends nothing', async () => {
    const { user, calls } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória.');
    // Only what the page reads to show itself (the session check, the login page's configuration).
    expect(calls.map((call) => call.key).filter((key) => !key.startsWith('GET '))).toEqual([]);
  });

  it('rejects a malformed e-mail', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('E-mail'), 'maria@empresa');
    await user.type(screen.getByLabelText('Senha'), 'Senha123!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a password shorter than 8 characters', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('E-mail'), 'maria@empresa.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Curta1!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('Senha deve possuir no mínimo 8 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail inválido.')).not.toBeInTheDocument();
  });

  it('clears a field’s message when the field gets focus, and only that one', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));

    await user.click(screen.getByLabelText('E-mail'));
    expect(screen.queryByText('E-mail é obrigatório.')).not.toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();

    await user.tab();
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    expect(screen.queryByText('Senha é obrigatória.')).not.toBeInTheDocument();
  });

  it('limits both fields to 255 characters', async () => {
    renderLogin();
    expect(await screen.findByLabelText('E-mail')).toHaveAttribute('maxlength', '255');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('maxlength', '255');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('autocomplete', 'current-password');
  });
});

describe('login screen', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Mostrar senha' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not say BACKOFFICE in the customer portal', async () => {
    document.documentElement.dataset.environment = 'portal';
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: loginMessages.title })).toBeInTheDocument();
    expect(screen.queryByText('BACKOFFICE')).not.toBeInTheDocument();
  });

  it('says BACKOFFICE in the back office', async () => {
    document.documentElement.dataset.environment = 'backoffice';
    renderLogin();
    expect(await screen.findByText('BACKOFFICE')).toBeVisible();
  });

  it('links to the password request and shows this year’s copyright', async () => {
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Esqueci minha senha?' })).toHaveAttribute(
      'href',
      '/solicitar-troca-de-senha',
    );
    expect(screen.getByText(loginMessages.copyright(new Date().getFullYear()))).toBeInTheDocument();
  });
});
