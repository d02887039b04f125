/**
 * 'Nova notificação' (back office): audience (every customer, one company, one user), category
 * and HTML content, validated by the contract's createNotificationBodySchema, the same the API
 * applies; a live preview shows the content cleaned, as the customer's bell will show it. The
 * server's field answers (an unknown company or user) land under their fields.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NOTIFICATION_CONTENT_MAX, createNotificationBodySchema } from '@painel/contracts';
import { NOTIFICATION_CATEGORIES, dateMessages, notificationMessages } from '@painel/domain';
import { FormField, FormTextField, serverErrorMessage, useSchemaForm } from '../../../components/form';
import { RichText } from '../../../components/rich-text';
import { useToast } from '../../../components/toast/toast-context';
import { splitSentences } from '../../../lib/split-sentences';
import { useCreateNotification } from '../api/create-notification';
import { CategoryChip } from './category-chip';
import { AudienceFields, staffFormOptions, StaffFormSection } from './staff-form-fields';

type FormInput = z.input<typeof createNotificationBodySchema>;

const EMPTY: Partial<FormInput> = { content: '', audience: { type: 'ALL' } };

export function NotificationForm({ onCreated }: { onCreated: () => void }) {
  const categoryLabelId = useId();
  const contentHelpId = useId();
  const toast = useToast();
  const create = useCreateNotification();
  const form = useSchemaForm(createNotificationBodySchema, { ...staffFormOptions, defaultValues: EMPTY });
  const { control, reset } = form;
  const [audienceType, category, content] = useWatch({
    control,
    name: ['audience.type', 'category', 'content'],
  });

  return (
    <StaffFormSection
      title={notificationMessages.newNotification}
      form={form}
      sending={create.isPending}
      submitLabel={notificationMessages.submit}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            toast.success(notificationMessages.created);
            reset(EMPTY);
            onCreated();
          },
          onError: (error) =>
            form.showServerError(error, (failure) =>
              toast.error(splitSentences(serverErrorMessage(failure))),
            ),
        })
      }
    >
      <AudienceFields control={control} audienceType={audienceType} idPrefix="notification" />

      <FormField
        name="category"
        render={({ field, errorMessage }) => (
          <FormControl fullWidth error={Boolean(errorMessage)}>
            <InputLabel id={categoryLabelId}>{notificationMessages.categoryLabel}</InputLabel>
            <Select
              labelId={categoryLabelId}
              label={notificationMessages.categoryLabel}
              name={field.name}
              inputRef={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-describedby={errorMessage ? `${categoryLabelId}-error` : undefined}
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
            {errorMessage && (
              <FormHelperText id={`${categoryLabelId}-error`} role="alert">
                {errorMessage}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />

      <Box>
        <FormTextField
          name="content"
          id="notification-content"
          label={notificationMessages.contentLabel}
          multiline
          minRows={5}
          maxRows={14}
          maxLength={NOTIFICATION_CONTENT_MAX}
          describedBy={contentHelpId}
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '0.875rem',
          }}
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
    </StaffFormSection>
  );
}
