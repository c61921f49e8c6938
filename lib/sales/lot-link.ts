/** The lot a manager pasted into a selection: its number on the site, from its link (`…/lots/413`) or alone (`413`). */
export function lotIdOf(text: string): number | null {
  const trimmed = text.trim();
  const fromLink = /\/lots\/(\d{1,12})(?:[/?#]|$)/.exec(trimmed)?.[1];
  const id = fromLink ?? (/^\d{1,12}$/.test(trimmed) ? trimmed : null);
  return id ? Number(id) : null;
}
