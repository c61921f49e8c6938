/**
 * Check digits of a Russian company's requisites, as the Federal Tax Service computes them (a lawyer's ЕГРЮЛ
 * lookup rejects a number that fails them): the ИНН of a legal entity (10 digits, the last one a weighted sum of
 * the first nine mod 11 mod 10) and the ОГРН (13 digits, the last one the first twelve as a number mod 11 mod 10).
 */
const INN_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

export function isValidCompanyInn(inn: string): boolean {
  if (!/^\d{10}$/.test(inn)) return false;
  const sum = INN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(inn[i]), 0);
  return (sum % 11) % 10 === Number(inn[9]);
}

export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$/.test(ogrn)) return false;
  return Number(BigInt(ogrn.slice(0, 12)) % 11n) % 10 === Number(ogrn[12]);
}
