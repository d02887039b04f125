/**
 * GET /api/lgpd/purpose-of-use[?productId]: the purposes of use the picker offers. Every
 * answer is kept in localStorage under PURPOSES_OF_USE_STORAGE_KEY (one list per product, kept
 * on logout) and that copy is used when the call fails, so a screen that needs a purpose
 * keeps working through a network hiccup.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { purposeOfUseListSchema, purposeOfUsePaths, type PurposeOfUseItem } from '@painel/contracts';
import { PURPOSES_OF_USE_STORAGE_KEY } from '../../config/storage-keys';
import { apiRequest } from '../../lib/api-client';

/** The stored copy: one list per scope ('geral', or a product id). */
const cacheSchema = z.record(z.string(), purposeOfUseListSchema);
const GENERAL = 'geral';

const scopeOf = (productId?: number) => (productId === undefined ? GENERAL : String(productId));

function readCache(): Record<string, PurposeOfUseItem[]> {
  try {
    const raw = window.localStorage.getItem(PURPOSES_OF_USE_STORAGE_KEY);
    const parsed = cacheSchema.safeParse(raw === null ? {} : JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {}; // Unreadable or unavailable storage: as if nothing were kept.
  }
}

function writeCache(scope: string, list: PurposeOfUseItem[]): void {
  try {
    window.localStorage.setItem(
      PURPOSES_OF_USE_STORAGE_KEY,
      JSON.stringify({ ...readCache(), [scope]: list }),
    );
  } catch {
    // Full or unavailable storage: the list still shows, only the fallback is lost.
  }
}

export async function fetchPurposesOfUse(
  productId?: number,
  signal?: AbortSignal,
): Promise<PurposeOfUseItem[]> {
  const scope = scopeOf(productId);
  const path =
    productId === undefined ? purposeOfUsePaths.list : `${purposeOfUsePaths.list}?productId=${productId}`;
  try {
    const list = await apiRequest(path, { signal, schema: purposeOfUseListSchema });
    writeCache(scope, list);
    return list;
  } catch (error) {
    if (signal?.aborted) throw error;
    const cached = readCache()[scope];
    if (cached) return cached;
    throw error;
  }
}

export const purposeOfUseKeys = {
  all: ['purposes-of-use'] as const,
  list: (productId?: number) => [...purposeOfUseKeys.all, scopeOf(productId)] as const,
};

export function purposesOfUseQueryOptions(productId?: number) {
  return queryOptions({
    queryKey: purposeOfUseKeys.list(productId),
    queryFn: ({ signal }) => fetchPurposesOfUse(productId, signal),
    // The list changes with a release, not during a visit.
    staleTime: Infinity,
    // The stored copy already covers a failure; without one, the picker offers to try again.
    retry: false,
  });
}

export function usePurposesOfUse(productId?: number) {
  return useQuery(purposesOfUseQueryOptions(productId));
}
