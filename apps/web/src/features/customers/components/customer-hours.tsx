/**
 * The customer's default access days and hours on its back-office page:
 * the days and the weekday and weekend ranges every group of the customer is bounded by, and
 * that bind every request of its users. Staff with the groups' edit key change them (the form
 * kit, the contract's form schema, the domain's rules); other staff see them disabled.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  customerAccessHoursFormSchema,
  type CustomerAccessHours,
  type CustomerAccessHoursForm,
} from '@painel/contracts';
import { accessHoursFormOf, accessLimitationOf, groupMessages, policies } from '@painel/domain';
import { AccessHoursFields, SchemaForm, useSchemaForm } from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useAllowed } from '../../../lib/viewer';
import { useCustomerHours } from '../api/get-customer-hours';
import { useSaveCustomerHours } from '../api/save-customer-hours';

export function CustomerHours({ customerId }: { customerId: number }) {
  const hours = useCustomerHours(customerId);
  const titleId = useId();
  return (
    <Paper component="section" variant="panel" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {groupMessages.customerHoursTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {groupMessages.customerHoursIntro}
      </Typography>
      {hours.isError && <Alert severity="error">{hours.error.message}</Alert>}
      {hours.isPending && <Skeleton variant="rounded" height={160} />}
      {hours.data && <HoursForm customerId={customerId} hours={hours.data} titleId={titleId} />}
    </Paper>
  );
}

function HoursForm({
  customerId,
  hours,
  titleId,
}: {
  customerId: number;
  hours: CustomerAccessHours;
  titleId: string;
}) {
  const toast = useToast();
  const editable = useAllowed(policies.customers.editAccessHours);
  const save = useSaveCustomerHours(customerId);
  const form = useSchemaForm(customerAccessHoursFormSchema, {
    defaultValues: accessHoursFormOf(hours.accessLimitation) as CustomerAccessHoursForm,
  });

  return (
    <SchemaForm
      form={form}
      guard={!save.isPending}
      aria-labelledby={titleId}
      onSubmit={(values) =>
        save.mutate(
          { accessLimitation: accessLimitationOf(values) },
          {
            onSuccess: (saved) => {
              toast.success(saved.message);
              form.reset(accessHoursFormOf(saved.accessLimitation) as CustomerAccessHoursForm);
            },
            // The body's field errors name the per-day list, which is no field here: the toast says it.
            onError: (error) => form.showServerError(error, () => toast.error(error.message)),
          },
        )
      }
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <AccessHoursFields disabled={!editable} />
      {editable && (
        <Box>
          <LoadingButton type="submit" variant="contained" loading={save.isPending}>
            {groupMessages.save}
          </LoadingButton>
        </Box>
      )}
    </SchemaForm>
  );
}
