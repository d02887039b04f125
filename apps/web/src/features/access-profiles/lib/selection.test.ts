import { describe, expect, it } from 'vitest';
import type { ProfileProduct } from '@painel/contracts';
import { activeOf, canSwitch, selectionOf, toBodyProducts } from './selection';

const vehicles: ProfileProduct = {
  id: 12,
  name: 'Veículos',
  functionalities: [
    { id: 60, label: 'Consulta de veículos', active: false, mandatory: false, grantable: true },
    { id: 63, label: 'Agregados', active: false, mandatory: true, grantable: true },
    { id: 64, label: 'Leilão', active: true, mandatory: false, grantable: false },
  ],
  permissions: [],
};

describe('the working selection', () => {
  it('keeps mandatory items on and the server state otherwise', () => {
    expect([...activeOf(vehicles)]).toEqual([63, 64]);
  });

  it('lets only grantable, non-mandatory switches move', () => {
    expect(vehicles.functionalities.map(canSwitch)).toEqual([true, false, false]);
  });

  it('sends every functionality of the chosen products with its state', () => {
    const selection = new Map(selectionOf([vehicles]));
    selection.set(12, new Set([60, 63]));
    expect(toBodyProducts([vehicles], selection)).toEqual([
      {
        id: 12,
        functionalities: [
          { id: 60, active: true },
          { id: 63, active: true },
          { id: 64, active: false },
        ],
      },
    ]);
    expect(toBodyProducts([vehicles], new Map())).toEqual([]);
  });
});
