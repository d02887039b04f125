import { useState } from 'react';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionMessages } from '@painel/domain';
import { ApiError } from '../../lib/api-client';
import { expectNoAxeViolations } from '../../test/axe';
import {
  FormCheckbox,
  FormPasswordField,
  FormPhoneField,
  FormRadioGroup,
  FormSelectField,
  FormSwitch,
  FormTextField,
  SchemaForm,
  fieldNameOf,
  useSchemaForm,
} from '.';

// A stand-in for a contract's schema: the kit only sees a zod schema.
const schema = z.object({
  name: z.string().min(1, 'Informe o nome.'),
  secret: z.string().min(1, 'Informe a senha.'),
  phone: z.string(),
  role: z.string().min(1, 'Escolha um perfil.'),
  channel: z.enum(['EMAIL', 'SMS']),
  terms: z.boolean().refine((value) => value, 'Aceite os termos.'),
  news: z.boolean(),
});
type Values = z.infer<typeof schema>;

const serverRefusal = new ApiError(400, 'VALIDATION_FAILED', 'Requisição inválida.', {
  code: 'VALIDATION_FAILED',
  message: 'Requisição inválida.',
  fields: [
    { path: 'body.name', message: 'Já existe um usuário com este nome.' },
    { path: 'body.unknown', message: 'Campo desconhecido.' },
  ],
});

function KitForm({ refuse = false }: { refuse?: boolean }) {
  const form = useSchemaForm(schema, {
    defaultValues: { name: '', secret: '', phone: '', role: '', channel: 'EMAIL', terms: false, news: false },
  });
  const [sent, setSent] = useState<Values | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  return (
    <main>
      <SchemaForm
        form={form}
        aria-label="Cadastro"
        onSubmit={(values) => {
          if (!refuse) return setSent(values);
          setUnplaced(form.applyServerErrors(serverRefusal).map((item) => item.message));
        }}
      >
        <FormTextField name="name" label="Nome" />
        <FormPasswordField name="secret" label="Senha" />
        <FormPhoneField name="phone" label="Celular" type="mobile" />
        <FormSelectField
          name="role"
          label="Perfil"
          options={[
            { value: 'OPERADOR', label: 'Operador' },
            { value: 'GERENTE', label: 'Gerente' },
          ]}
        />
        <FormRadioGroup
          name="channel"
          legend="Canal"
          options={[
            { value: 'EMAIL', label: 'E-mail' },
            { value: 'SMS', label: 'SMS', hint: 'No seu celular' },
          ]}
        />
        <FormCheckbox name="terms" label="Aceito os termos" />
        <FormSwitch name="news" label="Receber novidades" />
        <button type="submit">Salvar</button>
      </SchemaForm>
      {sent && <output>{JSON.stringify(sent)}</output>}
      {unplaced.length > 0 && <p>Fora dos campos: {unplaced.join(' ')}</p>}
      <Link to="/outra">Outra página</Link>
    </main>
  );
}

function renderKit(props: { refuse?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: () => <KitForm {...props} /> },
      { path: '/outra', Component: () => <h1>Outra</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('the form kit', () => {
  it('shows the schema’s messages under their fields on submit, and clears one when its field gets the focus', async () => {
    const { user } = renderKit();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveAccessibleDescription('Informe o nome.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha.');
    expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveAccessibleDescription(
      'Escolha um perfil.',
    );
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' })).toHaveAccessibleDescription(
      'Aceite os termos.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    await expectNoAxeViolations();

    await user.click(name);
    expect(name).not.toHaveAccessibleDescription('Informe o nome.');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('hands the parsed values over once the schema accepts them, masked fields as digits', async () => {
    const { user } = renderKit();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '11987654321');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('combobox', { name: 'Perfil' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Gerente' }));
    await user.click(screen.getByRole('radio', { name: /SMS/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.click(screen.getByRole('switch', { name: 'Receber novidades' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({
      name: 'Maria',
      secret: 'segredo',
      phone: '11987654321',
      role: 'GERENTE',
      channel: 'SMS',
      terms: true,
      news: true,
    });
  });

  it('puts the server’s field errors on the fields it names and hands back the others', async () => {
    const { user } = renderKit({ refuse: true });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    await user.click(screen.getByRole('combobox', { name: 'Perfil' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Operador' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const name = screen.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Já existe um usuário com este nome.'));
    expect(screen.getByText('Fora dos campos: Campo desconhecido.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('asks before leaving with unsaved data, and lets a clean form go', async () => {
    const { router, user } = renderKit();
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByRole('heading', { name: 'Outra' })).toBeInTheDocument();

    await router.navigate('/form');
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Maria');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByRole('dialog', { name: sessionMessages.unsavedTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: sessionMessages.unsavedCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
  });
});

describe('applyServerErrors', () => {
  it('reaches nested fields and hands back what names no field', () => {
    const nested = z.object({ content: z.object({ title: z.string() }), routes: z.array(z.string()) });
    const { result } = renderHook(() =>
      useSchemaForm(nested, { defaultValues: { content: { title: '' }, routes: ['/inicio'] } }),
    );
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Requisição inválida.', {
      fields: [
        { path: 'body.content.title', message: 'Informe o título.' },
        { path: 'body.routes.0', message: 'Rota inválida.' },
        { path: 'body.content.body', message: 'Sem campo.' },
      ],
    });
    let unplaced: { path: string }[] = [];
    act(() => {
      unplaced = result.current.applyServerErrors(refusal);
    });
    expect(result.current.getFieldState('content.title').error?.message).toBe('Informe o título.');
    expect(result.current.getFieldState('routes').error?.message).toBe('Rota inválida.');
    expect(unplaced.map((item) => item.path)).toEqual(['body.content.body']);
  });
});

describe('showServerError', () => {
  const form = () =>
    renderHook(() =>
      useSchemaForm(schema, {
        defaultValues: {
          name: '',
          secret: '',
          phone: '',
          role: '',
          channel: 'EMAIL',
          terms: false,
          news: false,
        },
      }),
    ).result;
  const refusal = (fields?: { path: string; message: string }[]) =>
    new ApiError(400, 'VALIDATION_FAILED', 'Requisição inválida.', { fields });

  it.each([
    ['field errors all placed', refusal([{ path: 'body.name', message: 'Nome em uso.' }]), 0],
    [
      'a field error the form lacks',
      refusal([
        { path: 'body.name', message: 'Nome em uso.' },
        { path: 'body.x', message: 'X.' },
      ]),
      1,
    ],
    ['no field errors', refusal(), 1],
    ['a failure that is no API answer', new Error('rede'), 1],
  ])('with %s, reports the failure %d time(s)', (_, error, reports) => {
    const result = form();
    const reported: unknown[] = [];
    act(() => result.current.showServerError(error, (failure) => reported.push(failure)));
    expect(reported).toEqual(Array.from({ length: reports }, () => error));
  });
});

describe('fieldNameOf', () => {
  it.each([
    ['body.phone', 'phone'],
    ['querystring.userId', 'userId'],
    ['password', 'password'],
    ['body.items.0', 'items'],
  ])('reads %s as the field %s', (path, name) => expect(fieldNameOf(path)).toBe(name));
});
