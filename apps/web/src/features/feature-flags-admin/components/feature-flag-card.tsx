/**
 * One feature flag as staff edit it: its description, the default for everyone, and the
 * exceptions per company and per user. Edits stay in a draft until SALVAR sends the flag's whole
 * state (PUT); DESCARTAR goes back to what is stored. Companies and users are chosen by name
 * (autocompletes); the API still refuses unknown ones with the field's message, shown as an
 * error toast.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorResponseSchema, type BackofficeFeatureFlag } from '@painel/contracts';
import { featureFlagMessages, sessionMessages } from '@painel/domain';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { splitSentences } from '../../../lib/split-sentences';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';
import { CompanyAdder } from './company-adder';
import { OverrideList } from './override-list';
import { UserAdder } from './user-adder';

type Draft = Pick<BackofficeFeatureFlag, 'defaultEnabled' | 'companies' | 'users'>;

const draftOf = ({ defaultEnabled, companies, users }: BackofficeFeatureFlag): Draft => ({
  defaultEnabled,
  companies,
  users,
});

/** The lines of a failed save: each refused field's message once, else the error's own. */
function failureLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [sessionMessages.defaultError];
  const fields = errorResponseSchema.safeParse(error.body).data?.fields ?? [];
  const messages = [...new Set(fields.map((field) => field.message))];
  return messages.length > 0 ? messages : splitSentences(error.message);
}

export function FeatureFlagCard({ flag }: { flag: BackofficeFeatureFlag }) {
  const titleId = useId();
  const toast = useToast();
  const update = useUpdateFeatureFlag();
  const [draft, setDraft] = useState<Draft>(() => draftOf(flag));
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(flag));
  const busy = update.isPending;

  const save = () =>
    update.mutate(
      {
        name: flag.name,
        defaultEnabled: draft.defaultEnabled,
        companies: draft.companies.map(({ companyId, enabled }) => ({ companyId, enabled })),
        users: draft.users.map(({ userId, enabled }) => ({ userId, enabled })),
      },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          toast.success(featureFlagMessages.saved);
        },
        onError: (error) => toast.error(failureLines(error)),
      },
    );

  return (
    <Paper component="article" aria-labelledby={titleId} variant="panel">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ fontSize: '1.125rem', fontFamily: 'ui-monospace, monospace' }}
        >
          {flag.name}
        </Typography>
        {dirty && (
          // A darker orange than MUI's warning, for 4.5:1 against white.
          <Chip
            size="small"
            variant="outlined"
            label={featureFlagMessages.unsaved}
            sx={{ color: '#a84300', borderColor: '#a84300' }}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {flag.description}
      </Typography>
      <FormControlLabel
        sx={{ mt: 1.5 }}
        control={
          <Switch
            checked={draft.defaultEnabled}
            disabled={busy}
            onChange={(event) => setDraft({ ...draft, defaultEnabled: event.target.checked })}
          />
        }
        // The words say the switch's state: 'Desligada…' while it is off.
        label={draft.defaultEnabled ? featureFlagMessages.defaultOn : featureFlagMessages.defaultOff}
      />
      <Divider sx={{ my: 2 }} />
      {/* minmax(0, …): a column never grows past the card to fit its widest field (390 px). */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <OverrideList
          heading={featureFlagMessages.companies}
          disabled={busy}
          rows={draft.companies.map((o) => ({
            id: o.companyId,
            title: o.companyName,
            caption: `${featureFlagMessages.companyId}: ${o.companyId}`,
            enabled: o.enabled,
          }))}
          onToggle={(id, enabled) =>
            setDraft({
              ...draft,
              companies: draft.companies.map((o) => (o.companyId === id ? { ...o, enabled } : o)),
            })
          }
          onRemove={(id) =>
            setDraft({ ...draft, companies: draft.companies.filter((o) => o.companyId !== id) })
          }
          addForm={
            <CompanyAdder
              listed={draft.companies.map((o) => o.companyId)}
              disabled={busy}
              // An exception is usually the opposite of the default; the switch is there if not.
              onAdd={(company) =>
                setDraft({
                  ...draft,
                  companies: [...draft.companies, { ...company, enabled: !draft.defaultEnabled }],
                })
              }
            />
          }
        />
        <OverrideList
          heading={featureFlagMessages.users}
          disabled={busy}
          rows={draft.users.map((o) => ({
            id: o.userId,
            title: o.name,
            caption: o.email,
            enabled: o.enabled,
          }))}
          onToggle={(id, enabled) =>
            setDraft({ ...draft, users: draft.users.map((o) => (o.userId === id ? { ...o, enabled } : o)) })
          }
          onRemove={(id) => setDraft({ ...draft, users: draft.users.filter((o) => o.userId !== id) })}
          addForm={
            <UserAdder
              listed={draft.users.map((o) => o.userId)}
              disabled={busy}
              onAdd={(user) =>
                setDraft({
                  ...draft,
                  users: [
                    ...draft.users,
                    {
                      userId: user.id,
                      name: user.name,
                      email: user.email,
                      companyId: user.customer.id,
                      enabled: !draft.defaultEnabled,
                    },
                  ],
                })
              }
            />
          }
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button variant="text" disabled={!dirty || busy} onClick={() => setDraft(draftOf(flag))}>
          {featureFlagMessages.discard}
        </Button>
        <Button variant="contained" disabled={!dirty} loading={busy} onClick={save}>
          {featureFlagMessages.save}
        </Button>
      </Box>
    </Paper>
  );
}
