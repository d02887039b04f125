/**
 * 'Contratar planos' (/contratar/planos, trial users only): the plans as cards (what each
 * includes, its monthly fee in BRL from the payments fees) and the contract request form — plan,
 * the person who speaks for the company, the purpose of use — validated by the contract's schema.
 * Once the company asked (here or from the expiry dialog), the page shows the request instead.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { contractRequestFormSchema, type ContractRequest, type ContractRequestForm } from '@painel/contracts';
import {
  PLAN_OFFERS,
  formatAuditInstant,
  maskPhone,
  planOffer,
  plansMessages as m,
  sessionMessages,
} from '@painel/domain';
import {
  FormDocumentField,
  FormField,
  FormPhoneField,
  FormSelectField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { PurposeOfUsePicker } from '../../../components/purpose-of-use-picker/purpose-of-use-picker';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useContractRequest } from '../api/get-contract-request';
import { useRequestContract } from '../api/request-contract';
import { QueryState } from '../../../components/query-state/query-state';

const PLAN_OPTIONS = PLAN_OFFERS.map((offer) => ({
  value: offer.planType,
  label: `${offer.name} — ${m.monthlyFeeLabel(offer.monthlyFeeText)}`,
}));
const FORM_ID = 'solicitar-contratacao';

function PlanCards({ onChoose }: { onChoose?: (planType: ContractRequestForm['planType']) => void }) {
  return (
    <Box
      component="ul"
      aria-label={m.title}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {PLAN_OFFERS.map((offer) => {
        const headingId = `plano-${offer.planType.toLowerCase()}`;
        return (
          <Paper
            component="li"
            key={offer.planType}
            variant="outlined"
            aria-labelledby={headingId}
            sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {offer.name}
            </Typography>
            <Typography>
              <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
                {offer.monthlyFeeText}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {m.perMonth}
              </Box>
            </Typography>
            <Typography color="text.secondary">{offer.summary}</Typography>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
              {m.included}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flexGrow: 1 }}>
              {offer.items.map((item) => (
                <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckOutlined fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
                  <Typography variant="body2">{item}</Typography>
                </Box>
              ))}
            </Box>
            {onChoose && (
              <Button
                variant="contained"
                aria-label={m.chooseLabel(offer.name)}
                onClick={() => onChoose(offer.planType)}
                sx={{ mt: 1 }}
              >
                {m.choose}
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

function RequestSummary({ request }: { request: ContractRequest }) {
  const plan = request.planType ? planOffer(request.planType) : null;
  const rows: [string, string][] = [
    [m.status, m.statusLabels[request.status]],
    [m.requestedAt, formatAuditInstant(request.createdAt)],
  ];
  if (plan) rows.push([m.plan, `${plan.name} — ${m.monthlyFeeLabel(plan.monthlyFeeText)}`]);
  if (request.name) rows.push([m.requestedBy, request.name]);
  if (request.email) rows.push([m.email, request.email]);
  if (request.phone) rows.push([m.phone, maskPhone(request.phone)]);
  if (request.purpose) rows.push([m.purpose, request.purpose]);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, maxWidth: 720 }}
      role="region"
      aria-labelledby="solicitacao-enviada"
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <CheckCircleOutlined color="success" aria-hidden />
        <Typography id="solicitacao-enviada" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {m.requestedTitle}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={m.statusLabels[request.status]} />
      </Box>
      <Typography sx={{ mb: 2 }}>{plan ? m.requestedBody : m.requestedQuick}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function RequestForm() {
  const user = useCurrentUser();
  const toast = useToast();
  const request = useRequestContract();
  const form = useSchemaForm(contractRequestFormSchema, {
    defaultValues: {
      planType: '' as unknown as ContractRequestForm['planType'],
      name: user.name,
      email: user.email,
      phone: '',
      cpf: '',
      role: '',
      purposeId: null,
    },
  });

  const choose = (planType: ContractRequestForm['planType']) => {
    form.setValue('planType', planType, { shouldDirty: true });
    form.clearErrors('planType');
    form.setFocus('name');
  };

  return (
    <>
      <PlanCards onChoose={choose} />
      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, maxWidth: 720, scrollMarginTop: 80 }}>
        <Typography id={`${FORM_ID}-titulo`} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {m.formTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {m.formIntro}
        </Typography>
        <SchemaForm
          form={form}
          guard={!request.isPending}
          aria-labelledby={`${FORM_ID}-titulo`}
          sx={{ display: 'grid', gap: 2 }}
          onSubmit={(values) =>
            request.mutate(values, {
              onSuccess: () => {
                form.reset(form.getValues());
                toast.success(m.requestedBody);
              },
              onError: (error) =>
                form.showServerError(error, () =>
                  toast.error(error instanceof ApiError ? error.message : sessionMessages.defaultError),
                ),
            })
          }
        >
          <FormSelectField name="planType" label={`${m.plan} *`} options={PLAN_OPTIONS} />
          <FormTextField name="name" label={`${m.name} *`} autoComplete="name" maxLength={200} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              name="email"
              label={`${m.email} *`}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
            <FormPhoneField name="phone" label={`${m.phone} *`} />
            <FormDocumentField name="cpf" label={m.cpf} cpfOnly />
            <FormTextField name="role" label={m.role} autoComplete="organization-title" maxLength={80} />
          </Box>
          <FormField
            name="purposeId"
            render={({ field, errorMessage, clearError }) => (
              <PurposeOfUsePicker
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(purpose) => {
                  clearError();
                  field.onChange(purpose.id);
                }}
                errorMessage={errorMessage}
                name="purposeId"
              />
            )}
          />
          <Box>
            <LoadingButton type="submit" variant="contained" loading={request.isPending}>
              {m.submit}
            </LoadingButton>
          </Box>
        </SchemaForm>
      </Paper>
    </>
  );
}

export function PlansPage() {
  const current = useContractRequest();
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
      <Typography variant="h1">{m.title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        {m.intro}
      </Typography>
      <QueryState query={current} errorMessage={m.loadFailed} retryLabel={m.retry} />
      {current.isSuccess &&
        (current.data.request ? (
          <>
            <RequestSummary request={current.data.request} />
            <Box sx={{ mt: 4 }}>
              <PlanCards />
            </Box>
          </>
        ) : (
          <RequestForm />
        ))}
    </Container>
  );
}
