/** /gestao-da-conta/preco-unitario. */
import { UnitPricePage } from '../components/unit-price-page';

export function UnitPriceRoute() {
  return <UnitPricePage />;
}
