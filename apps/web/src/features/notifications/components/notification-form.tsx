/**
 * 'Nova notificação' (back office): audience (every customer, one company, one user), category
 * and HTML content, validated by the contract's createNotificationBodySchema, the same the API
 * applies; a live preview shows the content cleaned, as the customer's bell will show it. The
 * server's field answers (an unknown company or user) land under their fields.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTIFICATION_CONTENT_MAX,
  createNotificationBodySchema,
  type CreateNotificationBody,
} from '@painel/contracts';
import { NOTIFICATION_CATEGORIES, dateMessages, notificationMessages } from '@painel/domain';
import { RichText } from '../../../components/rich-text';
import { TextInput } from '../../../components/text-input';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateNotification } from '../api/create-notification';
import { CategoryChip } from './category-chip';
import { AudienceFields, issueMessage, showSaveFailure } from './staff-form-fields';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt';

type FormInput = z.input<typeof createNotificationBodySchema>;
type FieldName = FieldPath<FormInput>;

const FIELDS: readonly FieldName[] = ['category', 'content', 'audience.companyId', 'audience.userId'];

function isFieldName(path: string): path is FieldName {
  return FIELDS.some((field) => field === path);
}

const EMPTY: Partial<FormInput> = { content: '', audience: { type: 'ALL' } };

export function NotificationForm({ onCreated }: { onCreated: () => void }) {
  const titleId = useId();
  const categoryLabelId = useId();
  const contentHelpId = useId();
  const toast = useToast();
  const create = useCreateNotification();
  const { control, register, handleSubmit, reset, setError, getFieldState, formState } = useForm<
    FormInput,
    unknown,
    CreateNotificationBody
  >({
    resolver: zodResolver(createNotificationBodySchema, { error: issueMessage }),
    defaultValues: EMPTY,
  });
  const [audienceType, category, content] = useWatch({
    control,
    name: ['audience.type', 'category', 'content'],
  });
  const errorOf = (name: FieldName) => getFieldState(name, formState).error?.message;
  // Typing is lost by leaving the page: ask first (issue 12).
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty && !create.isPending);

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast.success(notificationMessages.created);
        reset(EMPTY);
        onCreated();
      },
      onError: (error) =>
        showSaveFailure(
          error,
          (name, message) => {
            if (!isFieldName(name)) return false;
            setError(name, { message });
            return true;
          },
          toast,
        ),
    }),
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2.5 }}>
        {notificationMessages.newNotification}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        <AudienceFields control={control} audienceType={audienceType} idPrefix="notification" />

        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <FormControl fullWidth error={Boolean(fieldState.error)}>
              <InputLabel id={categoryLabelId}>{notificationMessages.categoryLabel}</InputLabel>
              <Select
                labelId={categoryLabelId}
                label={notificationMessages.categoryLabel}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-describedby={fieldState.error ? `${categoryLabelId}-error` : undefined}
              >
                {NOTIFICATION_CATEGORIES.map(({ key, label, color }) => (
                  <MenuItem key={key} value={label}>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 12,
                        height: 12,
                        borderRadius: '50%',
                        bgcolor: color,
                        mr: 1.5,
                        flexShrink: 0,
                      }}
                    />
                    {label}
                  </MenuItem>
                ))}
              </Select>
              {fieldState.error && (
                <FormHelperText id={`${categoryLabelId}-error`} role="alert">
                  {fieldState.error.message}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />

        <Box>
          <TextInput
            id="notification-content"
            label={notificationMessages.contentLabel}
            multiline
            minRows={5}
            maxRows={14}
            maxLength={NOTIFICATION_CONTENT_MAX}
            describedBy={contentHelpId}
            errorMessage={errorOf('content')}
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.875rem',
            }}
            {...register('content')}
          />
          <Typography
            id={contentHelpId}
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 0.75, mx: 1.75 }}
          >
            {notificationMessages.contentHelp}
          </Typography>
        </Box>

        <Box>
          <Typography variant="overline" color="text.secondary" component="h3">
            {notificationMessages.preview}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
              {category && <CategoryChip category={category} />}
              <Typography variant="caption" color="text.secondary">
                {dateMessages.today}
              </Typography>
            </Box>
            {content?.trim() ? (
              <RichText html={content} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {notificationMessages.previewEmpty}
              </Typography>
            )}
          </Paper>
        </Box>

        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={create.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {notificationMessages.submit}
        </Button>
      </Box>
      {unsavedPrompt}
    </Paper>
  );
}
