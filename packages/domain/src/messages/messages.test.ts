import { describe, expect, it } from 'vitest';
import * as catalogue from '.';
import { dateMessages, validationMessages, widgetMessages } from '.';

describe('message templates', () => {
  it.each([
    [validationMessages.maxLength(40), 'Insira no maximo 40 caracteres.'],
    [widgetMessages.tooManyFiles(10), 'Não é possível enviar mais de 10 arquivos por vez.'],
    [widgetMessages.unsupportedFiles(1), '1 arquivo não suportado'],
    [widgetMessages.unsupportedFiles(3), '3 arquivos não suportados'],
    [dateMessages.beforeMin('06/2026'), 'O mês e ano não podem ser menores que 06/2026.'],
    [dateMessages.timeAfterMax('21:00'), 'O horário não pode ser maior que 21:00.'],
  ])('renders %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('the catalogue', () => {
  // The spec shortened some sentences with '...'; a user must never read the shorthand (a
  // progress label's '…' is no shorthand).
  it('has no message that trails off with an ellipsis', () => {
    const trailing: string[] = [];
    for (const [group, entries] of Object.entries(catalogue)) {
      if (typeof entries !== 'object' || entries === null) continue;
      for (const [key, value] of Object.entries(entries)) {
        if (typeof value === 'string' && /\.\.\.$/.test(value.trim())) trailing.push(`${group}.${key}`);
      }
    }
    expect(trailing).toEqual([]);
  });
});
