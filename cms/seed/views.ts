import type Database from 'better-sqlite3';
import { VIEWS, VIEW_CONTENT_TYPE, newsCoverName, newsCoverView, viewPath, type SceneView, type StoredView } from '../media/panorama/views';
import { FURNISH_PACKAGES } from './content';
import { furnishViews } from './furnish';
import { mediaWriter } from './media-rows';

/**
 * Stores each picture taken inside the tour's panoramas (written by seedTour) as a view: the named ones of
 * cms/media/panorama/views.ts, a cover per news item, round its topic's scene, and three pictures per furnishing
 * package, of its own panorama (cms/seed/furnish.ts).
 */
export function seedViews(db: Database.Database): void {
  const write = mediaWriter(db);
  const drawing = db.prepare('SELECT hash FROM media WHERE path = ?');
  const store = (name: string, { scene, ...camera }: SceneView, source = `tour/${scene}.svg`) => {
    const found = drawing.get(source) as { hash: string } | undefined;
    if (!found) throw new Error(`The view ${name} needs the panorama ${source}`);
    const view: StoredView = { source, sourceHash: found.hash, camera };
    write(viewPath(name), VIEW_CONTENT_TYPE, JSON.stringify(view));
  };
  for (const [name, view] of Object.entries(VIEWS)) store(name, view);
  const seen = new Map<string, number>();
  for (const { id, category } of db.prepare('SELECT id, category FROM news ORDER BY id').all() as Array<{ id: number; category: string }>) {
    const index = seen.get(category) ?? 0;
    seen.set(category, index + 1);
    store(newsCoverName(id), newsCoverView(category, index));
  }
  for (const { slug } of FURNISH_PACKAGES) {
    for (const { name, source, view } of furnishViews(slug)) store(name, { scene: 'flat', ...view }, source);
  }
}
