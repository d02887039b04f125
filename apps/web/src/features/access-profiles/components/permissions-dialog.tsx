/**
 * The permissions dialog of a profile card: a tab per product with its modules. View
 * mode for base profiles and for users who may only view; edit mode (name, description, modules)
 * for custom profiles with the edit keys. Saving shows the server's message.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ProfileDetail } from '@painel/contracts';
import { profileMessages, validateCustomProfileDescription, validateCustomProfileName } from '@painel/domain';
import { TextInput } from '../../../components/text-input';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { selectionOf, toBodyProducts, type Selection } from '../lib/selection';
import { ProductFunctionalities } from './product-functionalities';

export interface PermissionsDialogProps {
  customerId: number | null;
  profileId: number;
  mode: 'view' | 'edit';
  onClose(): void;
}

export function PermissionsDialog({ customerId, profileId, mode, onClose }: PermissionsDialogProps) {
  const profile = useProfile(customerId, profileId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="profile-permissions-title">
      <DialogTitle id="profile-permissions-title">
        {profileMessages.permissionsTitle(profile.data?.name ?? '')}
      </DialogTitle>
      {profile.data ? (
        // Not keyed on the data's time: a background refetch (window focus) would remount the form
        // and drop the ticks being made.
        <PermissionsForm
          key={profileId}
          customerId={customerId}
          profile={profile.data}
          mode={mode}
          onClose={onClose}
        />
      ) : (
        <DialogContent>
          {profile.isError ? (
            <Alert severity="error">{profile.error.message}</Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={profileMessages.pageTitle} />
            </Box>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function PermissionsForm({
  customerId,
  profile,
  mode,
  onClose,
}: {
  customerId: number | null;
  profile: ProfileDetail;
  mode: 'view' | 'edit';
  onClose(): void;
}) {
  const toast = useToast();
  const update = useUpdateProfile(customerId, profile.id);
  const [tab, setTab] = useState(0);
  const [name, setName] = useState(profile.name);
  const [description, setDescription] = useState(profile.description ?? '');
  const [selection, setSelection] = useState<Selection>(() => selectionOf(profile.products));
  const readOnly = mode === 'view';
  const nameError = readOnly ? null : validateCustomProfileName(name, 'edit');
  const descriptionError = readOnly ? null : validateCustomProfileDescription(description, 'edit');
  const everyProductOn = profile.products.every((product) => (selection.get(product.id)?.size ?? 0) > 0);
  const product = profile.products[tab];

  // The saved profile refetches and this form remounts with it (its key), which drops mutate()'s own
  // callbacks when the refetch wins the race; the promise of mutateAsync settles either way.
  const save = () => {
    update.mutateAsync({ name, description, products: toBodyProducts(profile.products, selection) }).then(
      (answer) => {
        toast.success(answer.message);
        onClose();
      },
      (error: Error) => toast.error(error.message),
    );
  };

  return (
    <>
      <DialogContent dividers>
        {!readOnly && (
          <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <TextInput
              id="profile-edit-name"
              label={profileMessages.nameLabel}
              value={name}
              maxLength={40}
              onChange={(event) => setName(event.target.value)}
              errorMessage={nameError ?? undefined}
            />
            <TextInput
              id="profile-edit-description"
              label={profileMessages.descriptionLabel}
              value={description}
              maxLength={255}
              onChange={(event) => setDescription(event.target.value)}
              errorMessage={descriptionError ?? undefined}
            />
          </Box>
        )}
        <Tabs
          value={tab}
          onChange={(_event, next: number) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ mb: 2 }}
        >
          {profile.products.map((p) => (
            <Tab
              key={p.id}
              label={p.name}
              id={`profile-tab-${p.id}`}
              aria-controls={`profile-panel-${p.id}`}
            />
          ))}
        </Tabs>
        {product && (
          <Box
            role="tabpanel"
            id={`profile-panel-${product.id}`}
            aria-labelledby={`profile-tab-${product.id}`}
          >
            <ProductFunctionalities
              key={product.id}
              product={product}
              readOnly={readOnly}
              active={selection.get(product.id) ?? new Set()}
              onChange={(next) => setSelection(new Map(selection).set(product.id, next))}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        {readOnly ? (
          <Button onClick={onClose}>{profileMessages.close}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={update.isPending}>
              {profileMessages.cancel}
            </Button>
            <LoadingButton
              variant="contained"
              loading={update.isPending}
              disabled={Boolean(nameError ?? descriptionError) || !everyProductOn}
              onClick={save}
            >
              {profileMessages.save}
            </LoadingButton>
          </>
        )}
      </DialogActions>
    </>
  );
}
