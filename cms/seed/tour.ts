import type Database from 'better-sqlite3';
import { PANORAMA_SIZE, SCENE_DRAWINGS, type SceneSlug } from '../media/panorama/scenes';
import { MEDIA } from './content';
import { COMPLEX_FACTS } from './complex';
import { createRandom } from './random';

/**
 * The virtual tour: four scenes whose equirectangular panoramas the CMS draws (stored as SVG, served as JPEG:
 * cms/media/raster.ts), with hotspots between them. `external_url`, when an editor sets it, replaces the
 * site's own viewer with the provider's tour (an iframe).
 */
const SCENES: ReadonlyArray<{ slug: SceneSlug; title: string; text: string }> = [
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
    text: 'Гостиная с кухней 52 м² на 19 этаже: потолки 3,2 метра, панорамное остекление на две стороны света, инженерная доска из дуба. Так выглядит квартира с отделкой White Box после меблировки.',
  },
  {
    slug: 'terrace',
    title: 'Терраса на крыше',
    text: 'Эксплуатируемая кровля корпуса 2 на высоте 86 метров: деревянный настил, стеклянное ограждение и вид на парк, реку и закат над Москвой.',
  },
];

const TOUR_SEED_SALT = 0x70a7;

/** The preview: the scene's first view (120° × 60° around its yaw) as a 2:1 picture of its own. */
function previewSvg(svg: string, yaw: number): string {
  const { width, height } = PANORAMA_SIZE;
  const cropWidth = width / 3;
  const cropHeight = cropWidth / 2;
  const x = ((yaw / 360 + 0.5) * width - cropWidth / 2 + width) % width;
  const y = (height - cropHeight) / 2 + height * 0.02;
  return svg.replace(
    /^<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x.toFixed(0)} ${y.toFixed(0)} ${cropWidth.toFixed(0)} ${cropHeight.toFixed(0)}" width="960" height="480">`,
  );
}

export function seedTour(db: Database.Database, seed: number, writeSvg: (path: string, body: string) => void): void {
  const random = createRandom(seed ^ TOUR_SEED_SALT);
  const scenes = SCENES.map((scene) => {
    const drawn = SCENE_DRAWINGS[scene.slug](random, scene.title);
    writeSvg(`tour/${scene.slug}.svg`, drawn.svg);
    writeSvg(`tour/${scene.slug}-preview.svg`, previewSvg(drawn.svg, drawn.yaw));
    return {
      slug: scene.slug,
      title: scene.title,
      text: scene.text,
      panorama: MEDIA(`tour/${scene.slug}.jpg`),
      preview: MEDIA(`tour/${scene.slug}-preview.jpg`),
      width: PANORAMA_SIZE.width,
      height: PANORAMA_SIZE.height,
      yaw: drawn.yaw,
      hotspots: drawn.links.map((link) => ({
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
