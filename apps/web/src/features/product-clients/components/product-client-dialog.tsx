/**
 * 'Cadastrar produto' and 'Alterar produto integrado': one form judged by the contract's
 * createProductClientBodySchema (the server's own). Editing keeps the identifier and the type
 * (confidential or public) as registered: they are shown, not sent. Field errors from the server
 * land under their fields; anything else in a toast. The form kit guards unsaved data.
 */
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import {
  createProductClientBodySchema,
  type ProductClient,
  type ProductClientSecret,
} from '@painel/contracts';
import { PRODUCTS, productClientMessages as m } from '@painel/domain';
import {
  FormSwitch,
  FormTextField,
  SchemaForm,
  serverErrorMessage,
  useSchemaForm,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateProductClient } from '../api/create-product-client';
import { useUpdateProductClient } from '../api/update-product-client';
import { ChoiceField, OptionalTextField, UriListField, type ChoiceOption } from './client-fields';

type FormValues = z.input<typeof createProductClientBodySchema>;

function defaultsOf(client: ProductClient | null): FormValues {
  return {
    id: client?.id ?? '',
    name: client?.name ?? '',
    // No product chosen yet: the schema asks for one.
    productId: client?.productId ?? 0,
    confidential: client?.confidential ?? true,
    redirectUris: client?.redirectUris ?? [],
    postLogoutRedirectUris: client?.postLogoutRedirectUris ?? [],
    allowedOrigins: client?.allowedOrigins ?? [],
    backchannelLogoutUri: client?.backchannelLogoutUri ?? null,
    idTokenSignedResponseAlg: client?.idTokenSignedResponseAlg === 'ES256' ? 'ES256' : null,
    resourceUri: client?.resourceUri ?? null,
  };
}

function productOptions(current: number): ChoiceOption<number>[] {
  return Object.values(PRODUCTS)
    .filter((product) => product.kind !== 'unnamed' || product.id === current)
    .map((product) => ({ value: product.id, label: product.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

const ALG_OPTIONS: readonly ChoiceOption<'ES256' | null>[] = [
  { value: null, label: m.algDefault },
  { value: 'ES256', label: 'ES256' },
];

export interface ProductClientDialogProps {
  /** 'new' registers one; a client edits it; null: closed. */
  editing: ProductClient | 'new' | null;
  onClose(): void;
  /** A registration's answer, with the secret to show once. */
  onCreated(result: ProductClientSecret): void;
}

export function ProductClientDialog({ editing, onClose, onCreated }: ProductClientDialogProps) {
  const toast = useToast();
  const create = useCreateProductClient();
  const update = useUpdateProductClient();
  const client = editing === 'new' ? null : editing;
  const form = useSchemaForm(createProductClientBodySchema, { defaultValues: defaultsOf(client) });
  const { reset } = form;
  useEffect(() => reset(defaultsOf(client)), [client, reset]);
  if (editing === null) return null;
  const pending = create.isPending || update.isPending;
  const onError = (error: Error) =>
    form.showServerError(error, (failure) => toast.error(serverErrorMessage(failure)));
  const done = (message: string) => {
    // Saved: nothing is left unsaved, so closing asks nothing.
    reset(form.getValues());
    toast.success(message);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="product-client-title">
      <SchemaForm
        form={form}
        guard={!pending}
        // The title and the buttons stay in view; the fields scroll between them.
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        aria-labelledby="product-client-title"
        onSubmit={({ id, confidential, ...body }) =>
          client
            ? update.mutate(
                { clientId: client.id, body },
                {
                  onSuccess: () => {
                    done(m.saved);
                    onClose();
                  },
                  onError,
                },
              )
            : create.mutate(
                { id, confidential, ...body },
                {
                  onSuccess: (result) => {
                    done(m.created);
                    onCreated(result);
                  },
                  onError,
                },
              )
        }
      >
        <DialogTitle id="product-client-title">{client ? m.editTitle : m.createTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FormTextField name="name" label={m.fieldName} maxLength={120} />
          <ChoiceField
            name="productId"
            label={m.fieldProduct}
            options={productOptions(client?.productId ?? 0)}
          />
          {client ? (
            <Typography variant="body2" color="text.secondary">
              {m.fieldId}: <code>{client.id}</code> · {client.confidential ? m.confidential : m.public}
            </Typography>
          ) : (
            <>
              <FormTextField name="id" label={m.fieldId} maxLength={64} autoComplete="off" />
              <FormSwitch name="confidential" label={m.fieldConfidential} />
            </>
          )}
          <Typography variant="body2" color="text.secondary">
            {m.listHint}
          </Typography>
          <UriListField name="redirectUris" label={m.fieldRedirectUris} />
          <UriListField name="postLogoutRedirectUris" label={m.fieldPostLogoutUris} />
          <UriListField name="allowedOrigins" label={m.fieldAllowedOrigins} />
          <OptionalTextField name="backchannelLogoutUri" label={m.fieldBackchannel} />
          <ChoiceField name="idTokenSignedResponseAlg" label={m.fieldAlg} options={ALG_OPTIONS} />
          <OptionalTextField name="resourceUri" label={m.fieldResource} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {m.cancel}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={pending}>
            {client ? m.save : m.create}
          </LoadingButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
