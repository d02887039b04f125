/**
 * The Nome filter of the users' drawer as the spec's users autocomplete: it suggests the
 * company's user names that hold what is typed (case and accents ignored) and says 'Nenhum usuário
 * encontrado' when none does, but what is typed is the filter whether or not a name is picked.
 * Not freeSolo on purpose: MUI hides the empty text in freeSolo mode; keeping the input on blur
 * gives the free text instead.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { accountMessages, screenMessages } from '@painel/domain';

export interface UserNameFilterProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The names to suggest; undefined while they load. */
  names: readonly string[] | undefined;
}

export function UserNameFilter({ label, value, onChange, names }: UserNameFilterProps) {
  const options = names ?? [];
  return (
    <Autocomplete<string, false, false, false>
      options={options}
      value={options.includes(value) ? value : null}
      onChange={(_event, picked) => onChange(picked ?? '')}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      clearOnBlur={false}
      loading={names === undefined}
      loadingText={screenMessages.loading}
      noOptionsText={accountMessages.noUserFound}
      renderInput={(params) => <TextField {...params} label={label} margin="normal" />}
    />
  );
}
