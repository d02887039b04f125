/**
 * Adds a user's exception by the user's code (staff read it in the user administration). The
 * server names the user once the flag is saved, and refuses a code it does not know.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { featureFlagMessages, onlyDigits, validationMessages } from '@painel/domain';

/** Ids are database keys: 1 up to the largest int4. */
const ID_MAX_DIGITS = 9;

interface UserAdderProps {
  listed: readonly number[];
  disabled: boolean;
  onAdd: (userId: number) => void;
}

export function UserAdder({ listed, disabled, onAdd }: UserAdderProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const id = Number(typed);
    if (typed === '') return setError(validationMessages.required);
    if (!Number.isSafeInteger(id) || id < 1) return setError(validationMessages.invalidValue);
    if (listed.includes(id)) return setError(featureFlagMessages.alreadyListed);
    onAdd(id);
    setTyped('');
    setError(null);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={featureFlagMessages.userId}
        value={typed}
        disabled={disabled}
        onChange={(event) => {
          setTyped(onlyDigits(event.target.value).slice(0, ID_MAX_DIGITS));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: '1 1 160px', maxWidth: 240 }}
      />
      <Button type="submit" variant="outlined" disabled={disabled} sx={{ height: 40 }}>
        {featureFlagMessages.add}
      </Button>
    </Box>
  );
}
