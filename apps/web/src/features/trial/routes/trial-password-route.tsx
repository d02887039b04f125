/**
 * /alterar-senha (trial users of the portal): the screen of PF 7.4's trial password call.
 * Trial users have no Privacidade e Segurança, so the trial sidebar's 'Alterar senha' leads here.
 * The new password and its confirmation with the rule popper, the contract's
 * `setPasswordFormSchema`; a refusal the server words for the password lands under it, others in a
 * toast. On success the user stays signed in (the server ends their other sessions) and the form
 * empties.
 */
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { setPasswordFormSchema } from '@painel/contracts';
import { passwordMessages, shellMessages } from '@painel/domain';
import { NewPasswordFields, SchemaForm, useSchemaForm } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { useCurrentUser } from '../../../lib/current-user';
import { useChangeTrialPassword } from '../api/change-trial-password';

const EMPTY = { password: '', passwordCheck: '' };

export function TrialPasswordRoute() {
  const user = useCurrentUser();
  const toast = useToast();
  const change = useChangeTrialPassword();
  const form = useSchemaForm(setPasswordFormSchema, { defaultValues: EMPTY });
  const context = useMemo(() => ({ companyName: user.company.name }), [user.company.name]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {shellMessages.trialPassword}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {passwordMessages.changeDescription}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <SchemaForm
          form={form}
          guard={!change.isPending}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
          onSubmit={(values) =>
            change.mutate(values.password, {
              onSuccess: (result) => {
                form.reset(EMPTY);
                toast.success(result.message);
              },
              onError: (error) => form.showServerError(error, () => toast.error(error.message)),
            })
          }
        >
          <NewPasswordFields
            names={{ password: 'password', confirmation: 'passwordCheck' }}
            ids={{ password: 'trial-password', confirmation: 'trial-password-check' }}
            labels={{
              password: passwordMessages.newPasswordLabel,
              confirmation: passwordMessages.confirmPasswordLabel,
            }}
            mismatchMessage={passwordMessages.doNotMatch}
            context={context}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={change.isPending}>
            {passwordMessages.changeSubmit}
          </Button>
        </SchemaForm>
      </Paper>
    </Container>
  );
}
