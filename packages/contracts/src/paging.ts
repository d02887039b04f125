/**
 * The one paged-list contract. The spec's calls name the page `numPage` (from 0) and its size
 * `numPageSize`, so the wire keeps those names; every list answers
 * `{ list, numPage, numPageSize, totalItems, totalPages }`. Also the standard error set a route
 * declares beside its 200.
 */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@painel/domain';
import { errorResponseSchema } from './schemas';

/** Pages past this are refused: no list is that long, and OFFSET beyond it only costs the database. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

/** `numPage`/`numPageSize` as query parameters; `maxSize` narrows the size for lists that need it. */
export function pageQueryShape(maxSize: number = MAX_PAGE_SIZE) {
  return {
    numPage: z.coerce.number().int().min(0).max(MAX_PAGE).default(DEFAULT_PAGE),
    numPageSize: z.coerce.number().int().min(1).max(maxSize).default(DEFAULT_PAGE_SIZE),
  };
}

export const pageQuerySchema = z.object(pageQueryShape());
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    numPage: z.number().int(),
    numPageSize: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type PagedList<T> = {
  list: T[];
  numPage: number;
  numPageSize: number;
  totalItems: number;
  totalPages: number;
};

/** Builds the answer from a page of rows and the total the count query found. */
export function pagedList<T>(list: T[], totalItems: number, page: PageQuery): PagedList<T> {
  return {
    list,
    numPage: page.numPage,
    numPageSize: page.numPageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / page.numPageSize),
  };
}

/**
 * The failures any guarded route can answer: the guard's 401/403, a missing object, bad input,
 * a conflict, a rate limit and an outage. Routes spread it into `response` beside their 200.
 */
export const standardErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
} as const;
