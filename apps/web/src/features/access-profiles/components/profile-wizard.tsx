/**
 * 'Criar perfil personalizado': a drawer with four steps — name, description and base
 * profile; products; functionalities per product; 'Finalizando o perfil' with CRIAR PERFIL. One
 * form of the kit, judged by the contract's profileWizardFormSchema (the create body's rules);
 * each step advances only when canAdvanceProfileWizard (domain) allows; defaults are Administrador
 * and the wizard's default products among the contracted ones. A refused field sends the wizard
 * back to the step that holds it, its message under it; any other failure goes back one step with
 * a toast. Closing with unsaved data asks first.
 */
import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import {
  profileWizardFormSchema,
  type ProfileCreated,
  type ProfileProduct,
  type ProfileWizardForm,
  type ProfileWizardValues,
} from '@painel/contracts';
import {
  PROFILE_WIZARD_DEFAULT_BASE_PROFILE_ID,
  WIZARD_DEFAULT_PRODUCT_IDS,
  accountMessages,
  canAdvanceProfileWizard,
  canChooseBaseProfile,
  profileMessages,
  wizardBaseProfileOptions,
} from '@painel/domain';
import { SideDrawer } from '../../../components/drawer/side-drawer';
import {
  FormField,
  FormTextField,
  SchemaForm,
  serverErrorMessage,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-prompt';
import { useViewer } from '../../../lib/viewer';
import { useCreateProfile } from '../api/create-profile';
import { selectionOf, toBodyProducts } from '../lib/selection';
import { ProductFunctionalities } from './product-functionalities';

const LAST_STEP = 3;
const FORM_ID = 'profile-wizard-form';

type ProductEntry = ProfileWizardForm['products'][number];

/** The step that holds each field: where a refused field sends the wizard back. */
const STEP_OF: Record<keyof ProfileWizardForm, number> = {
  name: 0,
  description: 0,
  baseProfileId: 0,
  products: LAST_STEP - 1,
};

/** A product's entry with everything the creator may grant switched on (the server's state). */
const freshEntry = (product: ProfileProduct): ProductEntry | undefined =>
  toBodyProducts([product], selectionOf([product]))[0];

const activeSet = (entry: ProductEntry | undefined) =>
  new Set(entry?.functionalities.filter((item) => item.active).map((item) => item.id) ?? []);

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
  const form = useSchemaForm(profileWizardFormSchema, {
    // The name says what is wrong once left, then as it is typed.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      description: '',
      baseProfileId:
        baseOptions.find((option) => option.id === PROFILE_WIZARD_DEFAULT_BASE_PROFILE_ID)?.id ??
        baseOptions[0]?.id ??
        null,
      products: toBodyProducts(
        products.filter((p) => WIZARD_DEFAULT_PRODUCT_IDS.some((id) => id === p.id)),
        selectionOf(products),
      ),
    },
  });
  const [name = '', description = '', baseProfileId = null, chosen = []] = useWatch({
    control: form.control,
    name: ['name', 'description', 'baseProfileId', 'products'],
  });
  // A product switched off keeps its functionalities, should it be switched on again.
  const setAside = useRef(new Map<number, ProductEntry>());
  const [confirmClose, setConfirmClose] = useState(false);

  const entryOf = (id: number) => chosen.find((entry) => entry.id === id);
  const chosenProducts = products.filter((product) => entryOf(product.id));
  const canAdvance = canAdvanceProfileWizard(step, { name, baseProfileId, products: chosen });
  const dirty = form.formState.isDirty || step > 0;

  const requestClose = () => (dirty ? setConfirmClose(true) : onClose());
  const toggleProduct = (id: number, on: boolean) => {
    const current = entryOf(id);
    if (!on && current) setAside.current.set(id, current);
    return products.flatMap((product) => {
      const entry =
        product.id === id
          ? on
            ? (setAside.current.get(id) ?? freshEntry(product))
            : undefined
          : entryOf(product.id);
      return entry ? [entry] : [];
    });
  };
  const withFunctionalities = (product: ProfileProduct, active: ReadonlySet<number>) =>
    chosen.map((entry) =>
      entry.id === product.id
        ? {
            id: entry.id,
            functionalities: product.functionalities.map((f) => ({ id: f.id, active: active.has(f.id) })),
          }
        : entry,
    );

  const submit = ({ baseProfileId: base, ...body }: ProfileWizardValues) => {
    // Enter in a field of an earlier step goes on, as AVANÇAR does.
    if (step < LAST_STEP) {
      if (canAdvance) setStep(step + 1);
      return;
    }
    if (base === null) return;
    create.mutate(
      { ...body, baseProfileId: base },
      {
        onSuccess: onCreated,
        onError: (error) => {
          form.showServerError(error, (failure) => toast.error(serverErrorMessage(failure)));
          const refused = (Object.keys(STEP_OF) as (keyof ProfileWizardForm)[]).filter(
            (field) => form.getFieldState(field).error,
          );
          setStep(Math.min(LAST_STEP - 1, ...refused.map((field) => STEP_OF[field])));
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
        <LoadingButton
          type="submit"
          form={FORM_ID}
          variant="contained"
          disabled={!canAdvance}
          loading={create.isPending}
        >
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
        {/* The drawer asks before closing; leaving the page while it is open asks the kit's way. */}
        <SchemaForm form={form} id={FORM_ID} guard={!create.isPending && !create.isSuccess} onSubmit={submit}>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
            {profileMessages.steps.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 0 && (
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <FormTextField
                name="name"
                id="profile-wizard-name"
                label={profileMessages.nameLabel}
                // The keyboard starts in the first field, not on the drawer's close button.
                autoFocus
                required
                maxLength={40}
              />
              <FormTextField
                name="description"
                id="profile-wizard-description"
                label={profileMessages.descriptionLabel}
                maxLength={255}
                multiline
                minRows={2}
              />
              <FormField
                name="baseProfileId"
                render={({ field, errorMessage }) => (
                  <FormControl error={Boolean(errorMessage)}>
                    <FormLabel id="profile-wizard-base">{profileMessages.baseProfileLabel}</FormLabel>
                    <RadioGroup
                      aria-labelledby="profile-wizard-base"
                      value={typeof field.value === 'number' ? String(field.value) : ''}
                      onChange={(event) => field.onChange(Number(event.target.value))}
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
                    {errorMessage && <FormHelperText role="alert">{errorMessage}</FormHelperText>}
                  </FormControl>
                )}
              />
            </Box>
          )}
          {step === 1 && (
            <FormField
              name="products"
              render={({ field, errorMessage }) => (
                <FormControl component="fieldset" error={Boolean(errorMessage)}>
                  <FormLabel component="legend">{profileMessages.productsHint}</FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {products.map((product) => (
                      <FormControlLabel
                        key={product.id}
                        control={
                          <Checkbox
                            checked={Boolean(entryOf(product.id))}
                            onChange={(event) =>
                              field.onChange(toggleProduct(product.id, event.target.checked))
                            }
                          />
                        }
                        label={product.name}
                      />
                    ))}
                  </FormGroup>
                  {products.length === 0 && <Typography>{profileMessages.noProducts}</Typography>}
                  {errorMessage && <FormHelperText role="alert">{errorMessage}</FormHelperText>}
                </FormControl>
              )}
            />
          )}
          {step === 2 && (
            <FormField
              name="products"
              render={({ field, errorMessage }) => (
                <Box sx={{ display: 'grid', gap: 3 }}>
                  <Typography color="text.secondary">{profileMessages.functionalitiesHint}</Typography>
                  {errorMessage && (
                    <Typography role="alert" color="error">
                      {errorMessage}
                    </Typography>
                  )}
                  {chosenProducts.map((product) => (
                    <ProductFunctionalities
                      key={product.id}
                      product={product}
                      readOnly={false}
                      active={activeSet(entryOf(product.id))}
                      onChange={(next) => field.onChange(withFunctionalities(product, next))}
                    />
                  ))}
                </Box>
              )}
            />
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
                    .filter((f) => activeSet(entryOf(product.id)).has(f.id))
                    .map((f) => f.label)
                    .join(', ')}
                />
              ))}
            </Box>
          )}
        </SchemaForm>
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
