import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QueryState, type QueryLike } from './query-state';

const query = (state: Partial<QueryLike> = {}): QueryLike => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

describe('QueryState', () => {
  it('says it is loading while the first answer is awaited', async () => {
    render(<QueryState query={query({ isPending: true })}>lista</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByText('lista')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a screen’s own loading, or nothing', () => {
    const { rerender } = render(
      <QueryState query={query({ isPending: true })} loading={<p>esqueleto</p>}>
        lista
      </QueryState>,
    );
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ isPending: true })} loading={null}>
        lista
      </QueryState>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the failure with a button that asks again', async () => {
    const user = userEvent.setup();
    const failed = query({ isError: true, error: new Error('Serviço indisponível.') });
    render(<QueryState query={failed}>lista</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('lista')).not.toBeInTheDocument();
  });

  it('takes a screen’s own failure text and button label', () => {
    render(
      <QueryState
        query={query({ isError: true, error: new Error('x') })}
        errorMessage="Não foi possível carregar."
        retryLabel="TENTAR NOVAMENTE"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar.');
    expect(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' })).toBeInTheDocument();
  });

  it('shows the empty-data placeholder when the answer holds nothing, else the children', async () => {
    const { rerender } = render(
      <QueryState query={query()} isEmpty empty={{ title: 'Nenhuma solicitação.' }}>
        lista
      </QueryState>,
    );
    expect(screen.getByText('Nenhuma solicitação.')).toBeInTheDocument();
    expect(screen.queryByText('lista')).not.toBeInTheDocument();
    await expectNoAxeViolations();
    rerender(
      <QueryState query={query()} isEmpty={false} empty={{ title: 'Nenhuma solicitação.' }}>
        lista
      </QueryState>,
    );
    expect(screen.getByText('lista')).toBeInTheDocument();
  });
});
