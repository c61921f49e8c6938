/** Months of construction reports: grouped by year, newest first, chosen by `?month=YYYY-MM`. */
export type ReportMonth = { id: number; date: string; title: string };

/** The report the address names, else the newest. */
export function chosenMonth<T extends ReportMonth>(months: readonly T[], wanted: string | undefined): T | undefined {
  return months.find((month) => month.date === wanted) ?? months[0];
}

/** Years newest first, each with its months newest first. */
export function monthsByYear<T extends ReportMonth>(months: readonly T[]): Array<{ year: string; months: T[] }> {
  const years = new Map<string, T[]>();
  for (const month of [...months].sort((a, b) => b.date.localeCompare(a.date))) {
    const year = month.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), month]);
  }
  return [...years.entries()].map(([year, list]) => ({ year, months: list }));
}

/** The month's short name in its chip: "Октябрь 2026" → "Октябрь". */
export const monthName = (title: string) => title.replace(/\s*\d{4}\s*$/, '');
