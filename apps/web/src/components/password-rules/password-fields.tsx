/**
 * The two fields of every "choose a password" form: the new password, with the rule popper
 * open while it has focus, and its confirmation, which says the passwords differ while it has focus
 * and they do (PF 5: "confirm shows 'As senhas não conferem.' while focused and different").
 */
import { useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import type { PasswordContext } from '@painel/domain';
import { PasswordField, type PasswordFieldProps } from '../password-field';
import { PasswordRulesPopper } from './password-rules';

export type NewPasswordFieldProps = PasswordFieldProps & {
  /** The value typed so far, judged by the popper (the field itself may be uncontrolled). */
  password: string;
  context?: PasswordContext;
};

export function NewPasswordField({ password, context, onFocus, onBlur, ...props }: NewPasswordFieldProps) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [focused, setFocused] = useState(false);
  const rulesId = `${props.id}-rules`;
  return (
    <Box ref={setAnchor}>
      <PasswordField
        {...props}
        describedBy={rulesId}
        onFocus={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          setFocused(false);
          onBlur?.(event);
        }}
      />
      <PasswordRulesPopper
        id={rulesId}
        anchorEl={anchor}
        open={focused}
        password={password}
        context={context}
      />
    </Box>
  );
}

export type ConfirmPasswordFieldProps = PasswordFieldProps & {
  /** The confirmation typed so far and the password it must equal. */
  confirmation: string;
  password: string;
  /** Shown while the field has focus and the two differ. */
  mismatchMessage: string;
};

export function ConfirmPasswordField({
  confirmation,
  password,
  mismatchMessage,
  errorMessage,
  onFocus,
  onBlur,
  ...props
}: ConfirmPasswordFieldProps) {
  const [focused, setFocused] = useState(false);
  const differs = focused && confirmation !== '' && confirmation !== password;
  return (
    <PasswordField
      {...props}
      errorMessage={differs ? mismatchMessage : errorMessage}
      onFocus={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
