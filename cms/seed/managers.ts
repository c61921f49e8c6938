import type Database from 'better-sqlite3';
import { FONT_SERIF, PALETTE, esc, svgDocument } from '../media/svg';
import { MEDIA } from './content';

/**
 * The demo's sales managers (fictional people and numbers). A manager signs in at the site's /manager with this phone and
 * the SMS code (the demo's codes are in the SMS outbox). In production the CMS holds real people and their photographs.
 */
export const MANAGERS = [
  { id: 1, name: 'Екатерина Соловьёва', position: 'Руководитель отдела продаж', phone: '+79165550101', email: 'e.solovyova@veresk-residence.ru' },
  { id: 2, name: 'Илья Громов', position: 'Менеджер по продажам', phone: '+79165550102', email: 'i.gromov@veresk-residence.ru' },
  { id: 3, name: 'Анастасия Белова', position: 'Менеджер по продажам', phone: '+79165550103', email: 'a.belova@veresk-residence.ru' },
] as const;

const TONES = [
  { ground: PALETTE.stone, ring: PALETTE.bronzeLight, ink: PALETTE.bronze },
  { ground: PALETTE.sky, ring: '#9fb0b3', ink: '#34474b' },
  { ground: PALETTE.green, ring: '#9aa88a', ink: '#3f4d33' },
];

export const managerPortraitPath = (id: number) => `managers/${id}.svg`;

/** The demo's portrait of a manager: the initials set in the brand's serif within a fine ring, 240 × 240. */
export function managerPortraitSvg(name: string, index: number): string {
  const tone = TONES[index % TONES.length]!;
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgDocument(
    240,
    240,
    `<rect width="240" height="240" fill="${tone.ground}"/>` +
      `<circle cx="120" cy="120" r="92" fill="none" stroke="${tone.ring}" stroke-width="1.5"/>` +
      `<text x="120" y="140" text-anchor="middle" font-family="${FONT_SERIF}" font-size="64" letter-spacing="4" fill="${tone.ink}">${esc(initials)}</text>`,
    name,
  );
}

/** Fills `managers` and their portraits (through the media writer of the seed). */
export function seedManagers(db: Database.Database, svg: (path: string, body: string) => void): void {
  const insert = db.prepare('INSERT INTO managers (id, name, position, phone, email, portrait, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  MANAGERS.forEach((manager, index) => {
    svg(managerPortraitPath(manager.id), managerPortraitSvg(manager.name, index));
    insert.run(manager.id, manager.name, manager.position, manager.phone, manager.email, MEDIA(managerPortraitPath(manager.id)), index);
  });
}
