import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SessionUser } from '@painel/contracts';
import { PERMISSIONS, policies } from '@painel/domain';
import { maria } from '../../test/fake-api';
import { renderWithUser } from '../../test/render-with-user';
import { Can } from './can';

const withKeys = (permissions: string[], trial = false): SessionUser => ({
  ...maria,
  permissions,
  trial,
  plan: { id: trial ? 4 : 3, planType: trial ? 'TRIAL' : 'PADRAO' },
});

function Both() {
  return (
    <>
      <Can policy={policies.groups.create}>
        <button type="button">Novo grupo</button>
      </Can>
      <Can policy={policies.groups.create} not>
        <p>Sem permissão para criar grupos</p>
      </Can>
    </>
  );
}

describe('Can', () => {
  it('shows the content to a user who passes the policy, and hides the reverse', () => {
    renderWithUser(<Both />, { user: withKeys([PERMISSIONS.groupsCreateCompany]) });
    expect(screen.getByRole('button', { name: 'Novo grupo' })).toBeInTheDocument();
    expect(screen.queryByText('Sem permissão para criar grupos')).not.toBeInTheDocument();
  });

  it('hides it from a user without the keys, and shows the reverse', () => {
    renderWithUser(<Both />, { user: withKeys([PERMISSIONS.groupsViewCompany]) });
    expect(screen.queryByRole('button', { name: 'Novo grupo' })).not.toBeInTheDocument();
    expect(screen.getByText('Sem permissão para criar grupos')).toBeInTheDocument();
  });

  it('hides it from a trial holding the keys, as the API refuses it', () => {
    renderWithUser(<Both />, { user: withKeys([PERMISSIONS.groupsCreateCompany], true) });
    expect(screen.queryByRole('button', { name: 'Novo grupo' })).not.toBeInTheDocument();
    expect(screen.getByText('Sem permissão para criar grupos')).toBeInTheDocument();
  });

  it('reads the policy of its environment: portal keys open nothing in the back office', () => {
    document.documentElement.dataset.environment = 'backoffice';
    try {
      renderWithUser(<Both />, { user: withKeys([PERMISSIONS.groupsCreateCompany]) });
      expect(screen.queryByRole('button', { name: 'Novo grupo' })).not.toBeInTheDocument();
    } finally {
      delete document.documentElement.dataset.environment;
    }
  });
});
