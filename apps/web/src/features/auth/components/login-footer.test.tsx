import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@painel/contracts';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoAxeViolations } from '../../../test/axe';
import { LoginFooter, telHref } from './login-footer';

const config: PublicConfig = {
  environment: 'portal',
  helpCenterUrl: null,
  privacyPolicyUrl: 'https://painel.example/politica-de-privacidade',
  loginContacts: { phones: ['0800 777 7777', '(11) 3000-0000'], emails: ['atendimento@painel.example'] },
  securitySeal: { imageUrl: '/selo-site-seguro.svg', linkUrl: 'https://painel.example/seguranca' },
  loginBanner: null,
  productUrls: {},
};

function renderFooter(value: PublicConfig | undefined = config) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LoginFooter config={value} />
    </AppProviders>,
  );
  return { user, footer: screen.getByRole('contentinfo') };
}

describe('login footer', () => {
  it('links the phones as tel and the e-mails as mailto', async () => {
    const { footer } = renderFooter();
    expect(within(footer).getByRole('link', { name: '0800 777 7777' })).toHaveAttribute(
      'href',
      'tel:08007777777',
    );
    expect(within(footer).getByRole('link', { name: '(11) 3000-0000' })).toHaveAttribute(
      'href',
      'tel:1130000000',
    );
    expect(within(footer).getByRole('link', { name: 'atendimento@painel.example' })).toHaveAttribute(
      'href',
      'mailto:atendimento@painel.example',
    );
    await expectNoAxeViolations();
  });

  it('opens the privacy policy and the seal in a new tab, and says so', () => {
    const { footer } = renderFooter();
    const privacy = within(footer).getByRole('link', {
      name: /^Política de privacidade\s+\(abre em nova aba\)$/,
    });
    expect(privacy).toHaveAttribute('href', config.privacyPolicyUrl);
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    const seal = within(footer).getByRole('link', { name: /^Selo de site seguro\s+\(abre em nova aba\)$/ });
    expect(seal).toHaveAttribute('href', 'https://painel.example/seguranca');
    expect(seal).toHaveAttribute('target', '_blank');
  });

  it('leaves out what is not configured, keeping the terms and the copyright', () => {
    const { footer } = renderFooter({
      ...config,
      loginContacts: { phones: [], emails: [] },
      securitySeal: null,
    });
    expect(within(footer).queryByText(/Fale conosco/)).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /Selo/ })).not.toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Termos e condições de uso' })).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Painel. Todos os direitos reservados.`),
    ).toBeInTheDocument();
  });

  it('opens the terms by keyboard and closes them with Escape or FECHAR, focus back on the link', async () => {
    const { user, footer } = renderFooter();
    const terms = within(footer).getByRole('button', { name: 'Termos e condições de uso' });
    terms.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Termos e condições de uso' });
    expect(within(dialog).getByRole('heading', { name: 'Suporte' })).toBeInTheDocument();
    expect(within(dialog).getByText(/das 21h às 7h/)).toBeInTheDocument();
    expect(within(dialog).getByText(/5 dias sem pagamento/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/restritivas por 5 anos, informações em geral por 10 anos/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Política de privacidade/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoAxeViolations();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(terms).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(terms).toHaveFocus();
  });
});

describe('telHref', () => {
  it.each([
    ['0800 777 7777', 'tel:08007777777'],
    ['(11) 98765-4321', 'tel:11987654321'],
    ['+55 11 3000-0000', 'tel:+551130000000'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
