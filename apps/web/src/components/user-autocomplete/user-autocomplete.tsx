/**
 * The user autocomplete of the back office, built like the customer autocomplete:
 * searches GET /backoffice/users/search by part of the name or e-mail as staff type (3 characters,
 * a pause, earlier searches cancelled), lists each user with e-mail and customer, and says under
 * the field which one was chosen, so namesakes are told apart. A failed search is told in an
 * error toast, as the customer search does.
 */
import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserSearchItem } from '@painel/contracts';
import { accountMessages, sessionMessages, widgetMessages } from '@painel/domain';
import { ApiError } from '../../lib/api-client';
import { AsyncAutocomplete } from '../async-autocomplete/async-autocomplete';
import { useToast } from '../toast/toast-context';
import { fetchUsers } from './fetch-users';

export interface UserAutocompleteProps {
  value: UserSearchItem | null;
  onChange(user: UserSearchItem | null): void;
  label?: string;
  /** Only this customer's users. */
  customerId?: number;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  errorMessage?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
}

const details = (user: UserSearchItem) => widgetMessages.userDetails(user.email, user.customer.name);

function UserOption({ user }: { user: UserSearchItem }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {user.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {details(user)}
      </Typography>
    </Box>
  );
}

export function UserAutocomplete({
  value,
  onChange,
  label = widgetMessages.userLabel,
  customerId,
  id,
  required,
  disabled,
  errorMessage,
  onBlur,
  inputRef,
}: UserAutocompleteProps) {
  const toast = useToast();
  return (
    <AsyncAutocomplete<UserSearchItem>
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      search={(filter, signal) =>
        fetchUsers(customerId === undefined ? { filter } : { filter, customerId }, signal)
      }
      onError={(error) =>
        toast.error(error instanceof ApiError ? error.message : sessionMessages.defaultError)
      }
      getOptionLabel={(user) => user.name}
      getOptionKey={(user) => user.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(user) => <UserOption user={user} />}
      noOptionsText={accountMessages.noUserFound}
      helperText={value ? details(value) : undefined}
      required={required}
      disabled={disabled}
      errorMessage={errorMessage}
      onBlur={onBlur}
      inputRef={inputRef}
    />
  );
}
