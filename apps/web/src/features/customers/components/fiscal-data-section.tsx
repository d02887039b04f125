/**
 * 'Dados fiscais' on a customer's page in the back office: the address, inscrição municipal and
 * withholdings its NFS-e carries (the tomador). Staff who read invoices see it; staff who may ask
 * for a new NFS-e issuance edit it, in a dialog on the form kit checked by the contract's schema.
 * While none is filled in, the section says what that blocks.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  customerFiscalDataBodySchema,
  type CustomerFiscalData,
  type CustomerFiscalDataBody,
} from '@painel/contracts';
import {
  BRAZILIAN_STATES,
  FISCAL_DATA_LIMITS,
  fiscalDataMessages as m,
  maskCep,
  policies,
} from '@painel/domain';
import {
  FormCheckbox,
  FormSelectField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
  serverErrorMessage,
} from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { useAllowed } from '../../../lib/viewer';
import { useFiscalData, useSaveFiscalData } from '../api/fiscal-data';
import { QueryState } from '../../../components/query-state/query-state';

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: state, label: state }));

export function FiscalDataSection({ customerId }: { customerId: number }) {
  const titleId = useId();
  const canEdit = useAllowed(policies.payments.editFiscalData);
  const fiscal = useFiscalData(customerId);
  const [editing, setEditing] = useState(false);
  const data = fiscal.data?.data ?? null;

  return (
    <Paper component="section" variant="panel" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {m.title}
        </Typography>
        {canEdit && fiscal.isSuccess && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            {m.edit}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {m.intro}
      </Typography>
      <QueryState
        query={fiscal}
        errorMessage={m.loadFailed}
        retryLabel={m.retry}
        loading={<Skeleton variant="rounded" height={96} />}
      >
        {data ? <FiscalDataList data={data} /> : <Alert severity="warning">{m.missing}</Alert>}
      </QueryState>
      {editing && <FiscalDataDialog customerId={customerId} data={data} onClose={() => setEditing(false)} />}
    </Paper>
  );
}

function FiscalDataList({ data }: { data: CustomerFiscalData }) {
  const street = [data.street, data.number, data.complement].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [m.street, street],
    [m.district, data.district],
    [m.postalCode, maskCep(data.postalCode)],
    // Saved before the city was asked: the state alone until staff edit it.
    [m.city, data.city ? `${data.city} (${data.state})` : data.state],
    [m.municipalityCode, data.municipalityCode],
    [m.municipalRegistration, data.municipalRegistration ?? m.notInformed],
    [m.issWithheld, data.issWithheld ? m.yes : m.no],
    [m.federalWithholding, data.federalWithholding ? m.yes : m.no],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function defaultsOf(data: CustomerFiscalData | null): CustomerFiscalDataBody {
  return {
    postalCode: data ? maskCep(data.postalCode) : '',
    street: data?.street ?? '',
    number: data?.number ?? '',
    complement: data?.complement ?? '',
    district: data?.district ?? '',
    city: data?.city ?? '',
    municipalityCode: data?.municipalityCode ?? '',
    state: data?.state ?? ('' as CustomerFiscalDataBody['state']),
    municipalRegistration: data?.municipalRegistration ?? '',
    issWithheld: data?.issWithheld ?? false,
    federalWithholding: data?.federalWithholding ?? false,
  };
}

function FiscalDataDialog({
  customerId,
  data,
  onClose,
}: {
  customerId: number;
  data: CustomerFiscalData | null;
  onClose(): void;
}) {
  const titleId = useId();
  const hintId = useId();
  const toast = useToast();
  const save = useSaveFiscalData(customerId);
  const form = useSchemaForm(customerFiscalDataBodySchema, { defaultValues: defaultsOf(data) });
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <SchemaForm
        form={form}
        guard={!save.isPending}
        aria-labelledby={titleId}
        onSubmit={(values) =>
          save.mutateAsync(values).then(
            () => {
              form.reset(values);
              toast.success(m.saved);
              onClose();
            },
            (error: unknown) =>
              form.showServerError(error, (failure) => toast.error(serverErrorMessage(failure))),
          )
        }
      >
        <DialogTitle id={titleId}>{m.edit}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField name="postalCode" label={m.postalCode} autoComplete="postal-code" maxLength={9} />
            <FormSelectField name="state" label={m.state} options={STATE_OPTIONS} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                name="street"
                label={m.street}
                autoComplete="address-line1"
                maxLength={FISCAL_DATA_LIMITS.street}
              />
            </Box>
            <FormTextField name="number" label={m.number} maxLength={FISCAL_DATA_LIMITS.number} />
            <FormTextField
              name="complement"
              label={m.complement}
              autoComplete="address-line2"
              maxLength={FISCAL_DATA_LIMITS.complement}
            />
            <FormTextField name="district" label={m.district} maxLength={FISCAL_DATA_LIMITS.district} />
            <FormTextField
              name="city"
              label={m.city}
              autoComplete="address-level2"
              maxLength={FISCAL_DATA_LIMITS.city}
            />
            <Box>
              <FormTextField
                name="municipalityCode"
                label={m.municipalityCode}
                maxLength={7}
                describedBy={hintId}
              />
              <Typography
                id={hintId}
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
              >
                {m.municipalityCodeHint}
              </Typography>
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                name="municipalRegistration"
                label={m.municipalRegistration}
                maxLength={FISCAL_DATA_LIMITS.municipalRegistration}
              />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
              <FormCheckbox name="issWithheld" label={m.issWithheld} />
              <FormCheckbox name="federalWithholding" label={m.federalWithholding} />
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {m.save}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
