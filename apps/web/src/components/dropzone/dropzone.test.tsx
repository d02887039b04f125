import { act, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Dropzone } from './dropzone';

const file = (name: string) => new File(['conteúdo'], name, { type: '' });
const names = (files: File[]) => files.map((f) => f.name);
const area = () => screen.getByRole('group', { name: 'Planilha de usuários' });
const picker = () => screen.getByLabelText<HTMLInputElement>('Planilha de usuários', { selector: 'input' });

/** A drag event carrying files, as the browser sends it. */
function dragEvent(type: 'dragEnter' | 'dragLeave' | 'drop', target: Element, files: File[]) {
  const event = createEvent[type](target);
  Object.defineProperty(event, 'dataTransfer', {
    value: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
  return event;
}

// A person can switch the browser's dialog to "all files"; the checks must hold anyway.
const setup = () => userEvent.setup({ applyAccept: false });

describe('Dropzone', () => {
  it('takes supported files chosen with its button', async () => {
    const user = setup();
    const onFiles = vi.fn();
    render(<Dropzone label="Planilha de usuários" accept={['csv', 'xlsx']} onFiles={onFiles} />);
    expect(area()).toHaveAccessibleDescription('Formatos aceitos: .csv, .xlsx. Até 10 arquivos por vez.');
    expect(picker()).toHaveAttribute('accept', '.csv,.xlsx');
    await user.upload(picker(), [file('a.csv'), file('B.XLSX')]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(names(onFiles.mock.calls[0]![0])).toEqual(['a.csv', 'B.XLSX']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('opens the file dialog from the keyboard', async () => {
    const user = setup();
    render(<Dropzone label="Planilha de usuários" accept={['csv']} onFiles={() => {}} />);
    const click = vi.spyOn(picker(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'SELECIONAR ARQUIVOS' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('lights up while files are dragged over it', async () => {
    render(<Dropzone label="Planilha de usuários" accept={['csv']} onFiles={() => {}} />);
    expect(area()).not.toHaveAttribute('data-dragging');
    await act(async () => {
      fireEvent(area(), dragEvent('dragEnter', area(), [file('a.csv')]));
    });
    await waitFor(() => expect(area()).toHaveAttribute('data-dragging', 'true'));
    expect(area()).toHaveTextContent('Solte os arquivos para enviá-los.');
    await act(async () => {
      fireEvent(area(), dragEvent('dragLeave', area(), [file('a.csv')]));
    });
    await waitFor(() => expect(area()).not.toHaveAttribute('data-dragging'));
    expect(area()).toHaveTextContent('Arraste e solte os arquivos aqui ou');
  });

  it('takes a drop, refusing and counting the unsupported files', async () => {
    const onFiles = vi.fn();
    render(<Dropzone label="Planilha de usuários" accept={['csv']} onFiles={onFiles} />);
    await act(async () => {
      fireEvent(area(), dragEvent('drop', area(), [file('a.csv'), file('b.exe'), file('c.png')]));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('2 arquivos não suportados');
    expect(names(onFiles.mock.calls[0]![0])).toEqual(['a.csv']);
  });

  it('says one unsupported file in the singular, and sends nothing when none is left', async () => {
    const user = setup();
    const onFiles = vi.fn();
    render(<Dropzone label="Planilha de usuários" accept={['csv']} onFiles={onFiles} />);
    await user.upload(picker(), [file('foto.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('1 arquivo não suportado');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('refuses a drop of more files than allowed, whole', async () => {
    const user = setup();
    const onFiles = vi.fn();
    render(<Dropzone label="Planilha de usuários" accept={['csv']} onFiles={onFiles} />);
    await user.upload(
      picker(),
      Array.from({ length: 11 }, (_, i) => file(`${i}.csv`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não é possível enviar mais de 10 arquivos por vez.',
    );
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('follows a lower limit and clears the message on the next good choice', async () => {
    const user = setup();
    const onFiles = vi.fn();
    render(<Dropzone label="Planilha de usuários" accept={[]} maxFiles={2} onFiles={onFiles} />);
    expect(area()).toHaveAccessibleDescription('Até 2 arquivos por vez.');
    await user.upload(picker(), [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não é possível enviar mais de 2 arquivos por vez.',
    );
    await user.upload(picker(), [file('a.pdf'), file('qualquer.exe')]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(names(onFiles.mock.calls[0]![0])).toEqual(['a.pdf', 'qualquer.exe']);
  });
});
