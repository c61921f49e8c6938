/** Phone display format of SPEC §9: +7 (XXX) XXX-XX-XX; anything else is shown as given. */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')) ? digits.slice(1) : digits.length === 10 ? digits : null;
  if (!national) return raw;
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8, 10)}`;
}

/** The `tel:` href of a phone number. */
export function phoneHref(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 ? digits.slice(1) : digits;
  return `tel:+7${national}`;
}
