import { describe, expect, it } from 'vitest';
import { isValidCompanyInn, isValidOgrn } from '@/lib/validation/requisites';
import { DEVELOPER } from '@/cms/seed/content';

describe('company requisites pass their check digits', () => {
  it.each([
    // Sberbank's and Yandex's published requisites, the demo developer's, and each with its last digit changed.
    ['7707083893', true],
    ['7736207543', true],
    [DEVELOPER.inn, true],
    ['7707083894', false],
    ['7703481259', false],
    ['770708389', false],
    ['77070838931', false],
    ['77070838a3', false],
  ])('ИНН %s → %s', (inn, valid) => {
    expect(isValidCompanyInn(inn)).toBe(valid);
  });

  it.each([
    ['1027700132195', true],
    ['1027700229193', true],
    [DEVELOPER.ogrn, true],
    ['1027700132196', false],
    ['1227700391846', false],
    ['102770013219', false],
  ])('ОГРН %s → %s', (ogrn, valid) => {
    expect(isValidOgrn(ogrn)).toBe(valid);
  });
});
