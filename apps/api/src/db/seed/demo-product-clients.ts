/**
 * Demo mode: the server clients (`produto-<slug>-servidor`) of the products the stand-in serves
 * and bills, with the secret the stand-in derives from SECRET_KEY (demo-product.ts
 * `standInServerSecret`), so its 'Fazer uma consulta' goes through the real authorize and
 * ingestion calls. Registered once; never outside demo mode (seedDemo's caller checks).
 */
import { METERED_FUNCTIONALITIES, PRODUCTS } from '@painel/domain';
import type { Config } from '../../config';
import type { Db } from '../database';
import { productServerClientId, saveProductServerClient } from '../../core/auth/product-client-token';
import { standInServerSecret } from '../../modules/demo-product/demo-product';

export async function seedDemoProductClients(
  db: Db,
  config: Pick<Config, 'secretKey' | 'nodeEnv' | 'dataDir'>,
) {
  const productIds = [...new Set(METERED_FUNCTIONALITIES.map((f) => f.productId))];
  for (const productId of productIds) {
    const product = Object.values(PRODUCTS).find((p) => p.id === productId);
    if (!product) continue;
    const existing = await db
      .selectFrom('oauthClients')
      .select('id')
      .where('id', '=', productServerClientId(product.slug))
      .executeTakeFirst();
    if (existing) continue;
    await saveProductServerClient(db, {
      productId,
      slug: product.slug,
      name: `${product.name} (servidor, demonstração)`,
      secret: standInServerSecret(config, product.slug),
    });
  }
}
