import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@painel/contracts';
import { SECURITY_QUESTIONS, sessionMessages } from '@painel/domain';
import { json, maria, stubApi, type RecordedCall } from '../../../test/fake-api';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithUser } from '../../../test/render-with-user';
import { ownProfileKeys } from '../api/keys';
import { OwnProfileRoute } from './own-profile-route';

const profile: OwnProfile = {
  name: 'Maria Souza',
  email: maria.email,
  cpf: '11144477735',
  birthdate: '10/05/1985',
  mobile: '11987654321',
  phone: null,
  groupName: 'Comercial',
  profileName: 'Administrador',
  mobileLocked: false,
  securityQuestion: { mfaActive: false, question: null },
};

const QUESTION_KEY = 'PUT /api/customers/users/profile/security-question';

function setup(
  own: OwnProfile = profile,
  answerQuestion?: (body: Record<string, string>) => Response,
  answerSave: () => Response = () => json(200, { message: 'Dados atualizados com sucesso!' }),
) {
  document.documentElement.dataset.environment = 'portal';
  let current = own;
  const calls = stubApi({
    'GET /api/customers/users/profile': () => json(200, current),
    'PUT /api/customers/users/profile': answerSave,
    [QUESTION_KEY]: ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      const refused = answerQuestion?.(body);
      if (refused) return refused;
      current = { ...current, securityQuestion: { mfaActive: true, question: body.question ?? null } };
      return json(200, { message: 'Pergunta de segurança salva com sucesso!' });
    },
  });
  const events = userEvent.setup();
  const { router, queryClient } = renderWithUser(<OwnProfileRoute />, {
    path: '/gestao-da-conta/editar/perfil',
  });
  return { calls, events, router, queryClient };
}

const puts = (calls: RecordedCall[]) =>
  calls
    .filter((c) => c.key === 'PUT /api/customers/users/profile')
    .map((c) => JSON.parse(String(c.init.body)) as unknown);

afterEach(() => vi.unstubAllGlobals());

describe('Perfil', { timeout: 30_000 }, () => {
  it('shows the read-only data and saves the editable fields', async () => {
    const { calls, events } = setup();
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByText('Mantenha seus dados atualizados.')).toBeInTheDocument();
    expect(await screen.findByDisplayValue(maria.email)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(screen.getByLabelText('Grupo')).toHaveValue('Comercial');
    const phone = screen.getByLabelText('Telefone fixo');
    await events.type(phone, '1133334444');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { name: 'Maria Souza', birthdate: '10/05/1985', mobile: '11987654321', phone: '1133334444' },
    ]);
    await expectNoAxeViolations();
  });

  it('offers no field before the profile arrives, and a refetch keeps what is being typed', async () => {
    const { events, queryClient } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByLabelText('Telefone fixo')).not.toBeInTheDocument();
    const phone = await screen.findByLabelText('Telefone fixo');
    await events.type(phone, '1133334444');
    await queryClient.refetchQueries({ queryKey: ownProfileKeys.all });
    expect(screen.getByLabelText('Telefone fixo')).toHaveValue('(11) 3333-4444');
  });

  it('shows a field the server refused under that field (VALIDATION_FAILED)', async () => {
    const { calls, events } = setup(profile, undefined, () =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Os dados enviados são inválidos. Verifique os campos e tente novamente.',
        fields: [{ path: 'body.phone', message: 'Telefone fixo inválido.' }],
      }),
    );
    const phone = await screen.findByLabelText('Telefone fixo');
    await events.type(phone, '1133334444');
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Telefone fixo inválido.'));
    expect(screen.queryByText(/Verifique os campos/)).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(phone).toHaveValue('(11) 3333-4444');
  });

  it('refuses an empty name and locks the mobile of an MFA company', async () => {
    const { calls, events } = setup({ ...profile, mobileLocked: true });
    await screen.findByDisplayValue('Maria Souza');
    const name = screen.getByLabelText(/^Nome/);
    expect(screen.getByLabelText('Celular')).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'O celular só poderá ser editado ao cadastrar/recadastrar a autenticação por dois fatores.',
      ),
    ).toBeInTheDocument();
    await events.clear(name);
    await events.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
    await events.click(screen.getByRole('button', { name: 'CANCELAR' }));
    expect(within(document.body).getByDisplayValue('Maria Souza')).toBeInTheDocument();
  });
});

describe('Pergunta de segurança', { timeout: 30_000 }, () => {
  const withMfa = (question: string | null = null): OwnProfile => ({
    ...profile,
    securityQuestion: { mfaActive: true, question },
  });
  const questionPuts = (calls: RecordedCall[]) =>
    calls.filter((c) => c.key === QUESTION_KEY).map((c) => JSON.parse(String(c.init.body)) as unknown);
  const section = async () => screen.findByRole('region', { name: 'Pergunta de segurança' });

  it('says why it is not offered while the second factor is not active', async () => {
    setup();
    const region = await section();
    expect(
      within(region).getByText(/só é usada com a autenticação por dois fatores ativa/),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sets the question by keyboard, checked by the contract first, and clears the typed secrets', async () => {
    const { calls, events } = setup(withMfa());
    const region = await section();
    expect(
      within(region).getByText('Você ainda não cadastrou uma pergunta de segurança.'),
    ).toBeInTheDocument();
    await events.click(within(region).getByRole('button', { name: 'SALVAR PERGUNTA' }));
    expect(await within(region).findByText('Selecione uma pergunta.')).toBeInTheDocument();
    expect(within(region).getByText('Informe a resposta.')).toBeInTheDocument();
    expect(within(region).getByText('Senha atual é obrigatória.')).toBeInTheDocument();
    expect(questionPuts(calls)).toEqual([]);

    // Keyboard only: open the list, move to the second question, choose it.
    within(region).getByRole('combobox', { name: 'Pergunta' }).focus();
    await events.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await events.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(within(region).getByRole('combobox', { name: 'Pergunta' })).toHaveTextContent(
        SECURITY_QUESTIONS[1],
      ),
    );
    const answer = within(region).getByRole('textbox', { name: 'Resposta' });
    expect(answer).toHaveAccessibleDescription(
      /A resposta não diferencia maiúsculas, minúsculas nem acentos./,
    );
    await events.type(answer, 'ab');
    await events.type(within(region).getByLabelText('Senha atual'), 'Senha#Forte1');
    await events.click(within(region).getByRole('button', { name: 'SALVAR PERGUNTA' }));
    expect(await within(region).findByText('A resposta deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    await events.type(answer, 'c{Enter}');

    expect(await screen.findByText('Pergunta de segurança salva com sucesso!')).toBeInTheDocument();
    expect(questionPuts(calls)).toEqual([
      { question: SECURITY_QUESTIONS[1], answer: 'abc', currentPassword: 'Senha#Forte1' },
    ]);
    expect(
      await within(region).findByText(`Pergunta cadastrada: ${SECURITY_QUESTIONS[1]}`),
    ).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: 'Resposta' })).toHaveValue('');
    expect(within(region).getByLabelText('Senha atual')).toHaveValue('');
    await expectNoAxeViolations();
  });

  it('puts a wrong current password under its field', async () => {
    const { events } = setup(withMfa(SECURITY_QUESTIONS[0]), () =>
      json(400, { code: 'CURRENT_PASSWORD_INVALID', message: 'A senha atual está incorreta.' }),
    );
    const region = await section();
    expect(within(region).getByRole('combobox', { name: 'Pergunta' })).toHaveTextContent(
      SECURITY_QUESTIONS[0],
    );
    await events.type(within(region).getByRole('textbox', { name: 'Resposta' }), 'Rex');
    const password = within(region).getByLabelText('Senha atual');
    await events.type(password, 'errada');
    await events.click(within(region).getByRole('button', { name: 'SALVAR PERGUNTA' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('A senha atual está incorreta.'));
    await expectNoAxeViolations();
  });

  it('asks before leaving the page with a typed answer', async () => {
    const { events, router } = setup(withMfa());
    const region = await section();
    await events.type(within(region).getByRole('textbox', { name: 'Resposta' }), 'Rex');
    void router.navigate('/inicio');
    expect(await screen.findByRole('dialog', { name: sessionMessages.unsavedTitle })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: sessionMessages.unsavedCancel }));
    expect(router.state.location.pathname).toBe('/gestao-da-conta/editar/perfil');
  });
});
