/**
 * 'Criar perfil personalizado': a drawer with four steps — name, description and base
 * profile; products; functionalities per product; 'Finalizando o perfil' with CRIAR PERFIL. Each
 * step advances only when canAdvanceProfileWizard (domain) allows; defaults are Administrador and
 * the wizard's default products among the contracted ones. A failed creation goes back one step;
 * closing with unsaved data asks first.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { ProfileCreated, ProfileProduct } from '@painel/contracts';
import {
  PROFILE_WIZARD_DEFAULT_BASE_PROFILE_ID,
  WIZARD_DEFAULT_PRODUCT_IDS,
  accountMessages,
  canAdvanceProfileWizard,
  canChooseBaseProfile,
  profileMessages,
  validateCustomProfileDescription,
  validateCustomProfileName,
  wizardBaseProfileOptions,
} from '@painel/domain';
import { SideDrawer } from '../../../components/drawer/side-drawer';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { TextInput } from '../../../components/text-input';
import { useToast } from '../../../components/toast/toast-context';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-prompt';
import { useViewer } from '../../../lib/viewer';
import { useCreateProfile } from '../api/create-profile';
import { selectionOf, toBodyProducts, type Selection } from '../lib/selection';
import { ProductFunctionalities } from './product-functionalities';

const LAST_STEP = 3;

export interface ProfileWizardProps {
  customerId: number | null;
  products: readonly ProfileProduct[];
  onClose(): void;
  onCreated(created: ProfileCreated): void;
}

export function ProfileWizard({ customerId, products, onClose, onCreated }: ProfileWizardProps) {
  const viewer = useViewer();
  const toast = useToast();
  const create = useCreateProfile(customerId);
  // A customer starts from their own base unless an administrator (the server refuses the rest).
  const baseOptions = useMemo(
    () =>
      wizardBaseProfileOptions().filter(
        (option) => viewer.environment === 'backoffice' || canChooseBaseProfile(viewer.profile, option.id),
      ),
    [viewer],
  );
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [baseProfileId, setBaseProfileId] = useState<number | null>(
    baseOptions.find((option) => option.id === PROFILE_WIZARD_DEFAULT_BASE_PROFILE_ID)?.id ??
      baseOptions[0]?.id ??
      null,
  );
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () =>
      new Set(products.filter((p) => WIZARD_DEFAULT_PRODUCT_IDS.some((id) => id === p.id)).map((p) => p.id)),
  );
  const [selection, setSelection] = useState<Selection>(() => selectionOf(products));
  const [confirmClose, setConfirmClose] = useState(false);

  const chosenProducts = products.filter((product) => chosen.has(product.id));
  const draftProducts = toBodyProducts(chosenProducts, selection);
  const draft = { name, baseProfileId, products: draftProducts };
  const canAdvance = canAdvanceProfileWizard(step, draft);
  const dirty = name !== '' || description !== '' || step > 0;
  const nameError = nameTouched ? validateCustomProfileName(name, 'create') : null;
  const descriptionError = validateCustomProfileDescription(description, 'create');

  const requestClose = () => (dirty ? setConfirmClose(true) : onClose());
  const toggleProduct = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = () => {
    if (baseProfileId === null) return;
    create.mutate(
      { name, description, baseProfileId, products: draftProducts },
      {
        onSuccess: onCreated,
        onError: (error) => {
          toast.error(error.message);
          setStep(LAST_STEP - 1);
        },
      },
    );
  };

  const footer = (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, width: '100%' }}>
      <Button onClick={() => (step === 0 ? requestClose() : setStep(step - 1))} disabled={create.isPending}>
        {step === 0 ? profileMessages.cancel : profileMessages.back}
      </Button>
      {step < LAST_STEP ? (
        <Button variant="contained" disabled={!canAdvance} onClick={() => setStep(step + 1)}>
          {profileMessages.next}
        </Button>
      ) : (
        <LoadingButton variant="contained" disabled={!canAdvance} loading={create.isPending} onClick={submit}>
          {accountMessages.profileCreate}
        </LoadingButton>
      )}
    </Box>
  );

  return (
    <>
      <SideDrawer
        open
        onClose={requestClose}
        title={accountMessages.profileWizardTitle}
        variant="default"
        footer={footer}
      >
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {profileMessages.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <TextInput
              id="profile-wizard-name"
              label={profileMessages.nameLabel}
              // The keyboard starts in the first field, not on the drawer's close button.
              autoFocus
              required
              value={name}
              maxLength={40}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setNameTouched(true)}
              errorMessage={nameError ?? undefined}
            />
            <TextInput
              id="profile-wizard-description"
              label={profileMessages.descriptionLabel}
              value={description}
              maxLength={255}
              multiline
              minRows={2}
              onChange={(event) => setDescription(event.target.value)}
              errorMessage={descriptionError ?? undefined}
            />
            <FormControl>
              <FormLabel id="profile-wizard-base">{profileMessages.baseProfileLabel}</FormLabel>
              <RadioGroup
                aria-labelledby="profile-wizard-base"
                value={baseProfileId === null ? '' : String(baseProfileId)}
                onChange={(event) => setBaseProfileId(Number(event.target.value))}
              >
                {baseOptions.map((option) => (
                  <FormControlLabel
                    key={option.id}
                    value={String(option.id)}
                    control={<Radio />}
                    label={option.name}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Box>
        )}
        {step === 1 && (
          <FormControl component="fieldset">
            <FormLabel component="legend">{profileMessages.productsHint}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {products.map((product) => (
                <FormControlLabel
                  key={product.id}
                  control={
                    <Checkbox
                      checked={chosen.has(product.id)}
                      onChange={(event) => toggleProduct(product.id, event.target.checked)}
                    />
                  }
                  label={product.name}
                />
              ))}
            </FormGroup>
            {products.length === 0 && <Typography>{profileMessages.noProducts}</Typography>}
          </FormControl>
        )}
        {step === 2 && (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Typography color="text.secondary">{profileMessages.functionalitiesHint}</Typography>
            {chosenProducts.map((product) => (
              <ProductFunctionalities
                key={product.id}
                product={product}
                readOnly={false}
                active={selection.get(product.id) ?? new Set()}
                onChange={(next) => setSelection(new Map(selection).set(product.id, next))}
              />
            ))}
          </Box>
        )}
        {step === LAST_STEP && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" variant="h6">
              {accountMessages.profileWizardFinish}
            </Typography>
            <Typography color="text.secondary">{profileMessages.finishHint}</Typography>
            <Summary label={profileMessages.nameLabel} value={name.trim()} />
            {description.trim() && (
              <Summary label={profileMessages.descriptionLabel} value={description.trim()} />
            )}
            <Summary
              label={profileMessages.baseProfileLabel}
              value={baseOptions.find((o) => o.id === baseProfileId)?.name ?? ''}
            />
            {chosenProducts.map((product) => (
              <Summary
                key={product.id}
                label={product.name}
                value={product.functionalities
                  .filter((f) => selection.get(product.id)?.has(f.id))
                  .map((f) => f.label)
                  .join(', ')}
              />
            ))}
          </Box>
        )}
      </SideDrawer>
      <UnsavedChangesDialog open={confirmClose} onLeave={onClose} onStay={() => setConfirmClose(false)} />
    </>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}
