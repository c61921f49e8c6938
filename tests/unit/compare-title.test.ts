import { describe, expect, it } from 'vitest';
import { compareTitle } from '@/components/favorites/compare-title';

const lots = (...types: string[]) => types.map((type) => ({ type }));

describe('the compare page names what it compares', () => {
  it.each([
    [[], 'Сравнение квартир'],
    [['apartments', 'apartments'], 'Сравнение квартир'],
    [['parking', 'parking'], 'Сравнение машино-мест'],
    [['commercial'], 'Сравнение помещений'],
    [['storerooms', 'apartments'], 'Сравнение квартир и кладовых'],
    [['parking', 'storerooms', 'apartments'], 'Сравнение квартир, машино-мест и кладовых'],
  ])('%j → %s', (types, title) => {
    expect(compareTitle(lots(...types))).toBe(title);
  });
});
