/**
 * A password input with a show/hide toggle (react-admin's PasswordInput pattern): the toggle is a
 * real button, labelled for screen readers, that keeps the caret in the field when clicked.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { loginMessages } from '@painel/domain';
import { TextInput, type TextInputProps } from './text-input';

export type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? loginMessages.hidePassword : loginMessages.showPassword}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
