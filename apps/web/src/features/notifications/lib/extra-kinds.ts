/**
 * The extra notifications by kind, as the pieces on screen receive them: their own
 * module, so the dock and the banner and seller it renders need not import one another.
 */
import type { ExtraNotification } from '@painel/contracts';

export type ExtraOf<K extends ExtraNotification['componentType']> = Extract<
  ExtraNotification,
  { componentType: K }
>;
export type BannerExtra = ExtraOf<'BANNER'>;
export type SellerExtra = ExtraOf<'VIRTUAL_SELLER'>;
