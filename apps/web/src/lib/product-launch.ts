/**
 * Launching a sibling product (PF 2 launcher): a product the user may not launch gets the
 * 5 s info toast; otherwise the launch is recorded (analytics with its origin HOME, MENU or
 * SUGESTÃO, and the last-choice cookie) and the browser goes to the product's address, where the
 * product signs the user in through single sign-on against this portal (GET authorize).
 * Shared by the launcher, the side menu and the top-bar switcher.
 */
import { useCallback } from 'react';
import { z } from 'zod';
import {
  PRODUCTS,
  TOAST_MS,
  TRAIL_CODES,
  canLaunchProduct,
  findProduct,
  productDeniedMessage,
  type LaunchOrigin,
  type TrailCode,
} from '@painel/domain';
import { useToast } from '../components/toast/toast-context';
import { sendAnalyticsEvent } from './analytics';
import { readCookie, writeCookie } from './cookies';
import { usePublicConfig } from './public-config';
import { useViewer } from './viewer';

/** PF 2: one cookie records the last chosen product, trail and feature. */
export const LAST_CHOICE_COOKIE = 'painel_ultima_escolha';
const LAST_CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LastChoice {
  productId: number;
  trail: TrailCode | null;
  feature: string | null;
}

const lastChoiceSchema = z.object({
  productId: z.number().int(),
  trail: z.enum(TRAIL_CODES).nullable(),
  feature: z.string().max(200).nullable(),
});

/** The last choice this browser recorded, or null (none, or a cookie we cannot read: anyone may edit it). */
export function readLastChoice(): LastChoice | null {
  const raw = readCookie(LAST_CHOICE_COOKIE);
  if (!raw) return null;
  try {
    const parsed = lastChoiceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface LaunchRequest {
  productId: number;
  origin: LaunchOrigin;
  trail?: TrailCode;
  feature?: string;
}

export function useProductLauncher(): (request: LaunchRequest) => void {
  const viewer = useViewer();
  const toast = useToast();
  const config = usePublicConfig();
  return useCallback(
    ({ productId, origin, trail, feature }: LaunchRequest) => {
      const url = config?.productUrls[String(productId)];
      if (!canLaunchProduct(viewer, productId) || !url) {
        toast.info(productDeniedMessage(viewer, productId), { durationMs: TOAST_MS.info });
        return;
      }
      const choice: LastChoice = { productId, trail: trail ?? null, feature: feature ?? null };
      writeCookie(LAST_CHOICE_COOKIE, JSON.stringify(choice), { maxAgeSeconds: LAST_CHOICE_MAX_AGE_S });
      sendAnalyticsEvent({
        productId,
        eventCategory: 'lancamento',
        eventAction: origin,
        eventLabel: findProduct(productId)?.name ?? PRODUCTS[6].name,
      });
      window.location.assign(url);
    },
    [viewer, toast, config],
  );
}
