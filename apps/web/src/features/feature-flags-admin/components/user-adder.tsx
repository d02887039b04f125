/**
 * Adds a user's exception: staff search the customers' users by name or e-mail (the back
 * office's user autocomplete, GET /backoffice/users/search) and add the one chosen, named at once.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UserSearchItem } from '@painel/contracts';
import { featureFlagMessages, validationMessages } from '@painel/domain';
import { UserAutocomplete } from '../../../components/user-autocomplete/user-autocomplete';

interface UserAdderProps {
  listed: readonly number[];
  disabled: boolean;
  onAdd: (user: UserSearchItem) => void;
}

export function UserAdder({ listed, disabled, onAdd }: UserAdderProps) {
  const [user, setUser] = useState<UserSearchItem | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);

  const add = () => {
    if (!user) return setError(validationMessages.required);
    if (listed.includes(user.id)) return setError(featureFlagMessages.alreadyListed);
    onAdd(user);
    setUser(null);
    setError(undefined);
  };

  return (
    // Wraps on a phone, as the company's adder does: the search keeps a usable width.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <UserAutocomplete
          value={user}
          onChange={(chosen) => {
            setUser(chosen);
            setError(undefined);
          }}
          disabled={disabled}
          errorMessage={error}
        />
      </Box>
      <Button variant="outlined" disabled={disabled} onClick={add} sx={{ height: 56, flexShrink: 0 }}>
        {featureFlagMessages.add}
      </Button>
    </Box>
  );
}
