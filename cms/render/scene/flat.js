import { floorBase } from './residence.js';
import { classic } from './flat-classic.js';
import { loft } from './flat-loft.js';
import { scandi } from './flat-scandi.js';
import { FLAT_ROOM } from './flat-plan.js';

/**
 * A living room with its kitchen on a high floor of building 2, glazed to the east over the park, furnished in
 * one of the furnishing packages (cms/seed/content.ts FURNISH_PACKAGES): «Неоклассика» (herringbone parquet,
 * mouldings, marble, brass, curtains), «Современный» (a loft: brick, black steel, graphite and bronze, a handleless
 * kitchen, acoustic slats), «Скандинавский» (light oak boards, matt white, natural textiles); the tour's show flat
 * and the view flat are the same room furnished as a show flat ('show'). One plan for all
 * (cms/render/scene/flat-plan.js).
 */
const STYLES = { classic, loft, scandi, show: (scene, batch, m, room) => scandi(scene, batch, m, room, 'show') };

export function flat(scene, batch, m, { floor, palette = 'show', ceiling = 3.3 }) {
  const style = STYLES[palette];
  if (!style) throw new Error(`no furnishing style "${palette}"`);
  style(scene, batch, m, { ...FLAT_ROOM, base: floorBase(floor), height: ceiling });
}
