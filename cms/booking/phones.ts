/** +7XXXXXXXXXX from '+7 (912) 345-67-89' (the site's mask), '89123456789' or '+79123456789'; null otherwise. */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 32) return null;
  if (!/^[\d\s()+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || !/^[78]9/.test(digits)) return null;
  return `+7${digits.slice(1)}`;
}

/** '+7 (912) 345-67-89' from +79123456789: how answers and leads show a phone. */
export function displayPhone(phone: string): string {
  const d = phone.slice(2);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}
