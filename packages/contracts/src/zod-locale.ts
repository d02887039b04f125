/**
 * Messages zod writes itself (types, unknown keys) read in Brazilian Portuguese, in both apps; the
 * rules of the spec carry their own verbatim messages. index.ts imports this first (for tsx and
 * vitest); package.json lists this module alone as having side effects, so the barrel's unused
 * schemas stay out of the web's chunks, and the API (app.ts) and the web's form kit
 * (use-schema-form.ts) import it themselves so bundlers keep the call.
 *
 * zod's own pt-BR texts are technical ('Texto inválido: deve corresponder ao padrão /^\d{4}…/',
 * 'recebeu undefined', 'Pequeno demais: esperava que o texto tivesse >= 1 caracteres'): the
 * common issues read as the domain's validation messages instead (a schema's own message still
 * wins); only the rare rest falls back to zod's locale.
 */
import { z } from 'zod';
import { validationMessages } from '@painel/domain';

/** The domain's message for an issue zod would describe technically; undefined: zod's locale. */
export function domainIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? validationMessages.required
        : validationMessages.invalidValue;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? validationMessages.required
        : validationMessages.invalidValue;
    case 'too_big':
      return issue.origin === 'string'
        ? validationMessages.maxLength(Number(issue.maximum))
        : validationMessages.invalidValue;
    case 'invalid_format':
      if (issue.format === 'email') return validationMessages.invalidEmail;
      return validationMessages.invalidValue;
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
      return validationMessages.invalidValue;
    default:
      return undefined;
  }
}

z.config(z.locales.ptBR());
z.config({ customError: domainIssueMessage });
