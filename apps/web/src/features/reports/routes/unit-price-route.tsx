/** /gestao-da-conta/preco-unitario (PF 2). */
import { UnitPricePage } from '../components/unit-price-page';

export function UnitPriceRoute() {
  return <UnitPricePage />;
}
