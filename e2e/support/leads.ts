import Database from 'better-sqlite3';

export type StoredLead = {
  name: string;
  phone: string;
  is_agreed: boolean;
  is_adv: 0 | 1;
  mode: string;
  form_id?: string;
  time?: string;
  coomun_method?: string;
  ip: string | null;
};

/** Reads the leads the CMS stored (the e2e databases are seeded fresh for every run). */
export function storedLeads(dbPath: string, name: string): StoredLead[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT payload, ip FROM submissions WHERE form = 'feedback'").all() as Array<{ payload: string; ip: string | null }>)
      .map((row) => ({ ...(JSON.parse(row.payload) as Omit<StoredLead, 'ip'>), ip: row.ip }))
      .filter((lead) => lead.name === name);
  } finally {
    db.close();
  }
}

const LETTERS = 'абвгдежзиклмнопрстуфхцчшэюя';

/** A unique, valid name (letters only) so each test finds its own leads. */
export function uniqueName(): string {
  let suffix = '';
  for (let i = 0; i < 8; i += 1) suffix += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return `Тест ${suffix}`;
}

/** A unique visitor address, sent as X-Forwarded-For to the server that trusts 127.0.0.1 as its proxy. */
export function uniqueIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * A form token as the callback panel gets one (GET /api/form/token/), handed back once the server's minimum
 * fill time has passed, as it is for a person filling the form.
 */
export async function formToken(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/form/token/', baseUrl));
  const { token } = (await response.json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, 1_700));
  return token;
}
