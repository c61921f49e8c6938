import { picturePath } from './pictures';

/**
 * Each furnishing package's pictures: the show flat of building 2 finished and furnished in the package's
 * style (cms/render/scene/flat.js: herringbone and mouldings, brick and steel, light oak), rendered as three pictures: the living room towards the
 * window, the kitchen and dining, the sofa corner (cms/render/shots.ts).
 */
export const FURNISH_PICTURES = [1, 2, 3] as const;
export const furnishPicturePath = (slug: string, n: number) => picturePath(`furnish-${slug}-${n}`);
