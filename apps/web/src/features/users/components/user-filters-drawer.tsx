/**
 * The users' filter drawer: Nome (the users autocomplete, free text), E-mail, Status, Status de autenticação (when the MFA
 * column shows), Grupo, Perfil. Each is an exact match; the submit button stays disabled while no
 * field is filled.
 */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { USER_FILTER_KEYS, type UserOptions } from '@painel/contracts';
import { accountMessages, userMessages as m } from '@painel/domain';
import { FilterDrawer } from '../../../components/filters/filter-drawer';
import { OptionSelect } from './option-select';
import { UserNameFilter } from './user-name-filter';
import { mfaOptions, statusOptions, type UserFilterKey, type UserFilters } from './user-filter-options';

export interface UserFiltersDrawerProps {
  open: boolean;
  onClose(): void;
  values: UserFilters;
  onApply(values: UserFilters): void;
  options: UserOptions | undefined;
  showMfa: boolean;
  /** The table belongs to one group: no group filter. */
  fixedGroup: boolean;
  /** The users' names the Nome filter suggests; undefined while they load. */
  names: readonly string[] | undefined;
}

export function UserFiltersDrawer({
  open,
  onClose,
  values,
  onApply,
  options,
  showMfa,
  fixedGroup,
  names,
}: UserFiltersDrawerProps) {
  // The caller remounts the drawer when it opens (key), so the draft starts from the applied filters.
  const [draft, setDraft] = useState<UserFilters>(values);
  const set = (key: UserFilterKey, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  const empty = USER_FILTER_KEYS.every((key) => draft[key].trim() === '');
  return (
    <FilterDrawer open={open} onClose={onClose} onSubmit={() => onApply(draft)} submitDisabled={empty}>
      <UserNameFilter
        label={m.filterName}
        value={draft.name}
        onChange={(value) => set('name', value)}
        names={names}
      />
      <TextField
        label={m.filterEmail}
        value={draft.email}
        onChange={(e) => set('email', e.target.value)}
        fullWidth
        margin="normal"
        type="email"
      />
      <OptionSelect
        label={m.filterStatus}
        options={statusOptions}
        value={numberOrNull(draft.userStatus)}
        onChange={(v) => set('userStatus', v === null ? '' : String(v))}
        emptyLabel={m.filterAny}
        emptyText={accountMessages.filterEmpty('status')}
      />
      {showMfa && (
        <OptionSelect
          label={m.filterMfa}
          options={mfaOptions}
          value={mfaOptions.find((o) => o.value === draft.mfaStatus)?.id ?? null}
          onChange={(v) => set('mfaStatus', mfaOptions.find((o) => o.id === v)?.value ?? '')}
          emptyLabel={m.filterAny}
          emptyText={accountMessages.mfaFilterEmpty}
        />
      )}
      {!fixedGroup && (
        <OptionSelect
          label={m.filterGroup}
          options={options?.groups ?? []}
          value={numberOrNull(draft.groupId)}
          onChange={(v) => set('groupId', v === null ? '' : String(v))}
          emptyLabel={m.filterAny}
          emptyText={accountMessages.filterEmpty('grupo')}
        />
      )}
      <OptionSelect
        label={m.filterProfile}
        options={options?.profiles ?? []}
        value={numberOrNull(draft.profileId)}
        onChange={(v) => set('profileId', v === null ? '' : String(v))}
        emptyLabel={m.filterAny}
        emptyText={accountMessages.filterEmpty('perfil')}
      />
    </FilterDrawer>
  );
}
