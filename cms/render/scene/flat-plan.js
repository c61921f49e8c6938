/**
 * The plan every furnished flat keeps (cms/render/scene/flat.js), so the pictures' cameras (cms/render/shots.ts)
 * frame each style the same way: the room glazed to the east, the kitchen along the west wall with an island,
 * the dining table by the south wall, the sofa facing the window across its coffee table.
 */
export const FLAT_ROOM = { x0: 20.5, x1: 30, z0: 28, z1: 38 };
export const PLAN = {
  kitchen: { x0: 20.5, x1: 21.15, z0: 28.2, z1: 33.4 },
  island: { x0: 22.2, x1: 23.0, z0: 29.8, z1: 32.2 },
  dining: { x: 23, z: 35.6 },
  sofa: { back: 24.2, z0: 30.6, z1: 34 },
  table: { x: 27.2, z: 32.3 },
};
