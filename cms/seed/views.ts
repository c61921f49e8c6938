import type Database from 'better-sqlite3';
import { VIEWS, VIEW_CONTENT_TYPE, viewPath, type StoredView, type ViewName } from '../media/panorama/views';
import { mediaWriter } from './media-rows';

/** Stores each picture of cms/media/panorama/views.ts as a view of its scene's panorama (written by seedTour). */
export function seedViews(db: Database.Database): void {
  const write = mediaWriter(db);
  const drawing = db.prepare('SELECT hash FROM media WHERE path = ?');
  for (const [name, { scene, ...camera }] of Object.entries(VIEWS) as Array<[ViewName, (typeof VIEWS)[ViewName]]>) {
    const source = `tour/${scene}.svg`;
    const found = drawing.get(source) as { hash: string } | undefined;
    if (!found) throw new Error(`The view ${name} needs the panorama ${source}`);
    const view: StoredView = { source, sourceHash: found.hash, camera };
    write(viewPath(name), VIEW_CONTENT_TYPE, JSON.stringify(view));
  }
}
