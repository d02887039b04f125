/** A failure the client may see: a code from the contracts' catalogue, its status and pt-BR text. */
import { errorCatalogue, type ErrorCode } from '@painel/contracts';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: { path: string; message: string }[] | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: { path: string; message: string }[] } = {},
  ) {
    super(options.message ?? errorCatalogue[code].message);
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.fields = options.fields;
  }
}
