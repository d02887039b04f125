/**
 * The own profile at /gestao-da-conta/editar/perfil, and the back office's 'Meu perfil'
 * at /backoffice/meu-perfil: the own-profile feature's page with the privacy feature's 'Troca de
 * senha' dialog and the mfa feature's code-verification step composed in (features do not import
 * each other). A finished change signs the page out with 'Sua senha foi alterada com sucesso!'.
 */
import { useCurrentUser } from '../../lib/current-user';
import { OwnProfileRoute } from '../../features/own-profile/routes/own-profile-route';
import { OwnPasswordDialog } from '../../features/privacy/components/own-password-dialog';
import { WithSecondFactorStep } from '../second-factor';
import { useSignOutAfterPasswordChange } from '../sign-out-after-password-change';

export function OwnProfileScreen() {
  const user = useCurrentUser();
  const signOut = useSignOutAfterPasswordChange();
  return (
    <WithSecondFactorStep>
      <OwnProfileRoute
        renderPasswordDialog={({ open, onClose }) => (
          <OwnPasswordDialog
            open={open}
            email={user.email}
            companyName={user.company.name}
            onClose={onClose}
            onChanged={signOut}
          />
        )}
      />
    </WithSecondFactorStep>
  );
}
