import type Database from 'better-sqlite3';
import { TOWER_ROOF, TOUR_FLAT, TOUR_PANORAMA, tourScenes, type TourSlug } from '../render/shots';
import { MEDIA } from './content';
import { COMPLEX_FACTS } from './complex';
import { picturePath } from './pictures';

/**
 * The virtual tour: four scenes of the rendered world (360° panoramas), with hotspots between them.
 * `external_url`, when an editor sets it, replaces the site's own viewer with the provider's tour (an iframe).
 */
const SCENES: ReadonlyArray<{ slug: TourSlug; title: string; text: string }> = [
  {
    slug: 'lobby',
    title: 'Лобби',
    text: `Двухсветное лобби высотой ${COMPLEX_FACTS.lobbyHeight} метров: стена из ореховых ламелей, керамогранит крупного формата, стойка консьержа и витраж во двор. Отсюда лифты поднимают прямо к квартирам.`,
  },
  {
    slug: 'courtyard',
    title: 'Двор',
    text: 'Закрытый двор без машин: газоны, деревья высотой до 10 метров, скамейки и мягкий свет фонарей вечером. Корпуса стоят по периметру и защищают двор от ветра и шума.',
  },
  {
    slug: 'flat',
    title: 'Квартира-шоурум',
    text: `Гостиная с кухней 52 м² на ${TOUR_FLAT.floor} этаже: потолки ${String(TOUR_FLAT.ceiling).replace('.', ',')} метра, панорамное остекление на две стороны света, инженерная доска из дуба. Так выглядит квартира с отделкой White Box после меблировки.`,
  },
  {
    slug: 'terrace',
    title: 'Терраса на крыше',
    text: `Эксплуатируемая кровля корпуса 2 на высоте ${Math.round(TOWER_ROOF)} метров: деревянный настил, стеклянное ограждение и вид на парк и закат над Москвой.`,
  },
];

/**
 * Stores the tour document: each scene's rendered panorama and preview (cms/render/shots.ts `tourShots`, kept in
 * cms/seed/pictures/), its first view and its hotspots, computed from where the scene stands in the world.
 */
export function seedTour(db: Database.Database): void {
  const placed = new Map(tourScenes().map((scene) => [scene.slug, scene]));
  const scenes = SCENES.map((scene) => {
    const place = placed.get(scene.slug);
    if (!place) throw new Error(`The tour scene ${scene.slug} has no place in the world`);
    return {
      slug: scene.slug,
      title: scene.title,
      text: scene.text,
      panorama: MEDIA(picturePath(`tour-${scene.slug}`)),
      preview: MEDIA(picturePath(`tour-${scene.slug}-preview`)),
      thumbnail: MEDIA(picturePath(`tour-${scene.slug}-thumb`)),
      width: TOUR_PANORAMA.width,
      height: TOUR_PANORAMA.height,
      yaw: place.yaw,
      hotspots: place.links.map((link) => ({
        scene: link.to,
        title: SCENES.find((s) => s.slug === link.to)?.title ?? link.to,
        yaw: link.yaw,
        pitch: link.pitch,
      })),
    };
  });
  db.prepare('INSERT INTO documents (key, body) VALUES (?, ?)').run(
    'tour',
    JSON.stringify({
      title: 'Виртуальный тур',
      text: 'Пройдите по резиденции, не выходя из дома: от лобби через двор в квартиру-шоурум и на террасу на крыше. Перетаскивайте изображение, чтобы осмотреться, и нажимайте на метки, чтобы перейти дальше.',
      external_url: null,
      scenes,
    }),
  );
}
