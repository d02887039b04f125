import { describe, expect, it } from 'vitest';
import { PURPOSES_OF_USE, purposesOfUseFor } from './purposes-of-use';

const general = [1, 2, 3, 4, 5, 6];

describe('purposesOfUseFor', () => {
  it.each([
    [undefined, general],
    [null, general],
    [1, general],
    [10, [...general, 7]],
    [13, [...general, 8]],
    [18, [...general, 9]],
    [12, [...general, 10]],
    [999, general],
  ])('product %j lists %j', (productId, ids) => {
    expect(purposesOfUseFor(productId).map((p) => p.id)).toEqual(ids);
  });

  it('gives every purpose a unique id, a name and a description', () => {
    expect(new Set(PURPOSES_OF_USE.map((p) => p.id)).size).toBe(PURPOSES_OF_USE.length);
    for (const p of PURPOSES_OF_USE) {
      expect(p.text.length).toBeGreaterThan(3);
      expect(p.description.length).toBeGreaterThan(10);
    }
  });
});
