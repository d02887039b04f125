/**
 * 'Notificação extra' (back office): a banner (HTML), a redirect (a path of the portal) or a
 * virtual seller card, for every customer, one company or one user, with where it shows (route
 * patterns), its priority and analytics event. Validated by the contract's
 * createExtraNotificationBodySchema, the same the API applies; the server's field answers (an
 * unknown company, HTML empty once cleaned) land under their fields. On the form kit; the text
 * fields are registered inputs (`register` with `setValueAs`), since a number or the route list
 * is read from the text only when the form is judged, not while it is typed.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { get, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTIFICATION_CONTENT_MAX,
  createExtraNotificationBodySchema,
  type ExtraNotificationType,
} from '@painel/contracts';
import { notificationMessages } from '@painel/domain';
import { serverErrorMessage, useSchemaForm } from '../../../components/form';
import { TextInput } from '../../../components/text-input';
import { useToast } from '../../../components/toast/toast-context';
import { splitSentences } from '../../../lib/split-sentences';
import { useCreateExtraNotification } from '../api/create-extra-notification';
import {
  AudienceFields,
  RadioFieldset,
  asTypedNumber,
  staffFormOptions,
  StaffFormSection,
} from './staff-form-fields';

type FormInput = z.input<typeof createExtraNotificationBodySchema>;

const TYPES: readonly { type: ExtraNotificationType; label: string }[] = [
  { type: 'BANNER', label: notificationMessages.extraTypeBanner },
  { type: 'REDIRECT', label: notificationMessages.extraTypeRedirect },
  { type: 'VIRTUAL_SELLER', label: notificationMessages.extraTypeSeller },
];

const COLORS = [
  { name: 'content.color.background', label: notificationMessages.colorBackground, initial: '#FFFFFF' },
  { name: 'content.color.title', label: notificationMessages.colorTitle, initial: '#1A237E' },
  { name: 'content.color.text', label: notificationMessages.colorText, initial: '#333333' },
  { name: 'content.color.button.0', label: notificationMessages.colorButtonBackground, initial: '#1A237E' },
  { name: 'content.color.button.1', label: notificationMessages.colorButtonText, initial: '#FFFFFF' },
] as const;

/** An optional number: nothing typed is null. */
function asNullableNumber(value: unknown): number | null {
  return asTypedNumber(value) ?? null;
}

/** Optional text: nothing typed is null. */
function asNullableText(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : text;
}

/** One route pattern per line. */
function asLines(value: unknown): string[] {
  return String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The first message at or under `name` (a list's error sits on one of its items). */
function messageAt(errors: FieldErrors<FormInput>, name: string): string | undefined {
  const found: unknown = get(errors, name);
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    if ('message' in node && typeof node.message === 'string') return node.message;
    for (const child of Object.values(node)) {
      const message = first(child);
      if (message) return message;
    }
    return undefined;
  };
  return first(found);
}

const EMPTY: Partial<FormInput> = { componentType: 'BANNER', audience: { type: 'ALL' } };

export function ExtraNotificationForm() {
  const routesHelpId = useId();
  const targetHelpId = useId();
  const toast = useToast();
  const create = useCreateExtraNotification();
  // shouldUnregister: the fields of a format left behind (or another audience's id) are never sent (strict schema).
  const form = useSchemaForm(createExtraNotificationBodySchema, {
    ...staffFormOptions,
    defaultValues: EMPTY,
    shouldUnregister: true,
  });
  const { control, register, reset, formState } = form;
  const [audienceType, componentType] = useWatch({ control, name: ['audience.type', 'componentType'] });
  const errorOf = (name: string) => messageAt(formState.errors, name);
  // react-hook-form types register's name from the union of the three formats; the names below are all in it.
  const field = (name: string, options?: Parameters<typeof register>[1]) =>
    register(name as Parameters<typeof register>[0], options);

  return (
    <StaffFormSection
      title={notificationMessages.kindExtra}
      form={form}
      sending={create.isPending}
      submitLabel={notificationMessages.submitExtra}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: () => {
            toast.success(notificationMessages.extraCreated);
            // No values: react-hook-form then also resets the inputs themselves (the formats' fields have no default value).
            reset();
          },
          // 'body.allowedRoutes.0' shows under the routes field, 'body.content.title' under the title.
          onError: (error) =>
            form.showServerError(error, (failure) =>
              toast.error(splitSentences(serverErrorMessage(failure))),
            ),
        })
      }
    >
      <RadioFieldset
        control={control}
        name="componentType"
        legend={notificationMessages.extraTypeLabel}
        options={TYPES}
      />

      <AudienceFields control={control} audienceType={audienceType} idPrefix="extra" />

      {componentType === 'BANNER' && (
        <TextInput
          key="banner"
          id="extra-content-html"
          label={notificationMessages.contentLabel}
          multiline
          minRows={4}
          maxRows={12}
          maxLength={NOTIFICATION_CONTENT_MAX}
          errorMessage={errorOf('content')}
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '0.875rem',
          }}
          {...field('content')}
        />
      )}
      {componentType === 'REDIRECT' && (
        <TextInput
          key="redirect"
          id="extra-content-path"
          label={notificationMessages.redirectPathLabel}
          maxLength={300}
          autoComplete="off"
          errorMessage={errorOf('content')}
          {...field('content')}
        />
      )}
      {componentType === 'VIRTUAL_SELLER' && (
        <Box key="seller" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <TextInput
            id="extra-seller-title"
            label={notificationMessages.sellerTitleLabel}
            maxLength={80}
            errorMessage={errorOf('content.title')}
            {...field('content.title')}
          />
          <TextInput
            id="extra-seller-text"
            label={notificationMessages.sellerTextLabel}
            multiline
            minRows={2}
            maxLength={300}
            errorMessage={errorOf('content.text')}
            {...field('content.text')}
          />
          <TextInput
            id="extra-seller-button"
            label={notificationMessages.sellerButtonLabel}
            maxLength={40}
            errorMessage={errorOf('content.buttonText')}
            {...field('content.buttonText')}
          />
          <TextInput
            id="extra-seller-image"
            label={notificationMessages.sellerImageLabel}
            maxLength={2048}
            errorMessage={errorOf('content.image')}
            {...field('content.image')}
          />
          <TextInput
            id="extra-seller-campaign"
            label={notificationMessages.sellerCampaignLabel}
            maxLength={60}
            errorMessage={errorOf('content.campaignId')}
            {...field('content.campaignId')}
          />
          <TextInput
            id="extra-seller-product"
            label={notificationMessages.sellerProductLabel}
            inputMode="numeric"
            maxLength={6}
            errorMessage={errorOf('content.productId')}
            {...field('content.productId', { setValueAs: asTypedNumber })}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ mb: 1.5 }}>
              {notificationMessages.sellerColorsLabel}
            </FormLabel>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {COLORS.map(({ name, label, initial }) => (
                <TextInput
                  key={name}
                  id={`extra-${name.replaceAll('.', '-')}`}
                  label={label}
                  defaultValue={initial}
                  maxLength={7}
                  autoComplete="off"
                  errorMessage={errorOf(name)}
                  {...field(name)}
                />
              ))}
            </Box>
          </FormControl>
        </Box>
      )}

      <TextInput
        id="extra-priority"
        label={notificationMessages.priorityLabel}
        inputMode="numeric"
        maxLength={5}
        defaultValue="0"
        errorMessage={errorOf('priority')}
        {...field('priority', { setValueAs: asTypedNumber })}
      />
      <TextInput
        id="extra-product"
        label={notificationMessages.productLabel}
        inputMode="numeric"
        maxLength={6}
        errorMessage={errorOf('productId')}
        {...field('productId', { setValueAs: asNullableNumber })}
      />
      <TextInput
        id="extra-target-route"
        label={notificationMessages.targetRouteLabel}
        maxLength={300}
        describedBy={targetHelpId}
        errorMessage={errorOf('targetRoute')}
        {...field('targetRoute', { setValueAs: asNullableText })}
      />
      <Typography
        id={targetHelpId}
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: -1.5, mx: 1.75 }}
      >
        {notificationMessages.targetRouteHelp}
      </Typography>
      <TextInput
        id="extra-allowed-routes"
        label={notificationMessages.allowedRoutesLabel}
        multiline
        minRows={2}
        describedBy={routesHelpId}
        errorMessage={errorOf('allowedRoutes')}
        {...field('allowedRoutes', { setValueAs: asLines })}
      />
      <TextInput
        id="extra-blocked-routes"
        label={notificationMessages.blockedRoutesLabel}
        multiline
        minRows={2}
        describedBy={routesHelpId}
        errorMessage={errorOf('blockedRoutes')}
        {...field('blockedRoutes', { setValueAs: asLines })}
      />
      <Typography
        id={routesHelpId}
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: -1.5, mx: 1.75 }}
      >
        {notificationMessages.routesHelp}
      </Typography>
      <TextInput
        id="extra-variant"
        label={notificationMessages.variantLabel}
        maxLength={30}
        errorMessage={errorOf('variant')}
        {...field('variant', { setValueAs: asNullableText })}
      />
      <TextInput
        id="extra-event-category"
        label={notificationMessages.eventCategoryLabel}
        maxLength={100}
        errorMessage={errorOf('eventCategory')}
        {...field('eventCategory', { setValueAs: asNullableText })}
      />
      <TextInput
        id="extra-event-label"
        label={notificationMessages.eventLabelLabel}
        maxLength={255}
        errorMessage={errorOf('eventLabel')}
        {...field('eventLabel', { setValueAs: asNullableText })}
      />
    </StaffFormSection>
  );
}
