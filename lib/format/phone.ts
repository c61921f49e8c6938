/** Phone display format of SPEC §9: +7 (XXX) XXX-XX-XX; anything else is shown as given. */
/** The 10 national digits of a Russian number (+7…, 8…, or 10 digits), or null for anything else. */
export function nationalDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return digits.slice(1);
  return digits.length === 10 ? digits : null;
}

export function formatPhone(raw: string): string {
  const national = nationalDigits(raw);
  if (!national) return raw;
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8, 10)}`;
}

/** The `tel:` href of a phone number. */
export function phoneHref(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 ? digits.slice(1) : digits;
  return `tel:+7${national}`;
}
