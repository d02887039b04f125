/**
 * GET /config: what the web needs from the server's configuration before anyone signs in (PF 2
 * login screen, top bar, launcher): the help centre, the privacy policy, the login contacts, the
 * security seal, the login campaign banner and where each sibling product lives. Public: nothing
 * here is secret, and the login page needs it.
 */
import { z } from 'zod';
import { environmentSchema } from './session';

export { publicConfigPaths } from './routes';

export const publicConfigSchema = z
  .object({
    environment: environmentSchema,
    /** The help centre (top-bar button, new tab); null in the back office, which has none. */
    helpCenterUrl: z.string().nullable(),
    /** The external privacy policy, linked from the footer (new tab). */
    privacyPolicyUrl: z.string(),
    /** PF 3 'Login contacts': phones as tel links, e-mails as mailto links; either may be empty. */
    loginContacts: z.object({ phones: z.array(z.string()), emails: z.array(z.string()) }),
    /** The optional site-security seal of the login page: an image and where it links to. */
    securitySeal: z.object({ imageUrl: z.string(), linkUrl: z.string() }).nullable(),
    /** The login campaign banner (shown from 1280 px): image, redirect link, background colour. */
    loginBanner: z
      .object({ imageUrl: z.string(), redirectUrl: z.string(), backgroundColor: z.string() })
      .nullable(),
    /** Base address of each sibling product (product id -> URL), for launching it through SSO. */
    productUrls: z.record(z.string(), z.string()),
    /** Developer area: where the OpenAPI pages are served (API_DOCS), or null when they are off. */
    apiDocsUrl: z.string().nullable().optional(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Where a launched product receives its authorization code: `<product base URL>` + this path. */
export const PRODUCT_SSO_CALLBACK_PATH = '/oauth/retorno';
