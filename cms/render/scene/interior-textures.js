import * as THREE from 'three';
import { createRandom } from '/cms/seed/random.js';

/**
 * The finishes the three furnishing packages are told apart by: herringbone parquet, brick, wide oak boards,
 * a rug's woven field. Each is a seeded canvas, periodic, laid at its real size with `laid` (a box's face maps
 * the texture once, so the repeat is the face's size over the texture's).
 */
function canvasTexture(size, draw) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  draw(canvas.getContext('2d'), size);
  const texture = new THREE.CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  return texture;
}

/** A plank's grain: a few darker lines along it and a faint end-to-end tone change. */
function grain(context, random, x, y, w, h, along) {
  for (let g = 0; g < 5; g += 1) {
    context.fillStyle = `rgba(60,38,20,${random.float(0.04, 0.1)})`;
    if (along === 'x') context.fillRect(x, y + random.float(1, h - 2), w, random.float(0.5, 1.4));
    else context.fillRect(x + random.float(1, w - 2), y, random.float(0.5, 1.4), h);
  }
}

/**
 * Herringbone parquet, planks four times as long as wide: two staircases of planks, one lying and one standing,
 * repeat every 2L both ways (drawn here, the pattern's zigzag runs diagonally; laid turned by 45° it runs along the room).
 */
export function herringbone(seed, colours, width = 16) {
  const random = createRandom(seed);
  const length = width * 4;
  const period = length * 2;
  return canvasTexture(period * 4, (context, size) => {
    const joint = 'rgba(45,28,16,0.55)';
    // Every plank that touches the canvas is drawn: the pattern's period divides the canvas, so it wraps; a plank
    // cut by an edge takes its tone from its place modulo the canvas, so both halves match.
    const plank = (x, y, w, h, along) => {
      context.fillStyle = colourAt(x, y);
      context.fillRect(x, y, w, h);
      grain(context, random, x, y, w, h, along);
      context.strokeStyle = joint;
      context.lineWidth = 1;
      context.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
    };
    const tones = new Map();
    const colourAt = (x, y) => {
      const key = `${((x % size) + size) % size},${((y % size) + size) % size}`;
      if (!tones.has(key)) tones.set(key, random.pick(colours));
      return tones.get(key);
    };
    const reach = size / width + 8;
    for (let t = -reach; t <= reach; t += 1) {
      for (let k = -reach; k <= reach; k += 1) {
        const ox = k * width + t * length;
        const oy = k * width - t * length;
        if (ox < -length * 2 || ox > size + length || oy < -length * 2 || oy > size + length) continue;
        plank(ox, oy, length, width, 'x');
        plank(ox + length, oy + width - length, width, length, 'y');
      }
    }
  });
}

/** Brick in stretcher bond: 250 × 65 mm bricks, 10 mm joints, fired in several tones, some darker headers. */
export function bricks(seed, tones = ['#8e4a34', '#9a5539', '#7f4130', '#a4603f', '#874a36', '#6f3a2b']) {
  const random = createRandom(seed);
  const brick = 52;
  const course = (brick * 10) / 34;
  return canvasTexture(brick * 10, (context, size) => {
    context.fillStyle = '#b3a999';
    context.fillRect(0, 0, size, size);
    const rows = Math.round(size / course);
    for (let row = 0; row < rows; row += 1) {
      const offset = row % 2 ? brick / 2 : 0;
      for (let x = -brick + offset; x < size; x += brick) {
        context.fillStyle = random.pick(tones);
        context.fillRect(x + 1.5, row * course + 1.5, brick - 3, course - 3);
        if (x + brick > size) context.fillRect(x - size + 1.5, row * course + 1.5, brick - 3, course - 3);
        // The face's texture: a few specks and a soot-darker edge now and then.
        for (let s = 0; s < 6; s += 1) {
          context.fillStyle = `rgba(${random.pick(['40,20,12', '200,170,140'])},${random.float(0.08, 0.2)})`;
          context.fillRect(x + random.float(2, brick - 4), row * course + random.float(2, course - 4), random.float(1, 3), random.float(1, 2));
        }
        if (random.next() < 0.12) {
          context.fillStyle = 'rgba(30,16,10,0.25)';
          context.fillRect(x + 1.5, row * course + 1.5, brick - 3, course - 3);
        }
      }
    }
  });
}
/** Bricks' repeat in metres: ten bricks across (260 mm with the joint), 34 courses of 76 mm. */
export const BRICK_TILE = 2.6;

/** Wide boards, brushed and oiled: `width` m each, laid along the texture's x. */
export function boards(seed, colours) {
  const random = createRandom(seed);
  return canvasTexture(512, (context, size) => {
    const rows = 8;
    const h = size / rows;
    for (let row = 0; row < rows; row += 1) {
      let x = -random.float(0, size / 2);
      while (x < size) {
        const length = random.float(size * 0.55, size * 0.95);
        const colour = random.pick(colours);
        // A board over the right edge comes back on the left: the texture wraps.
        for (const at of [x, x - size, x + size]) {
          context.fillStyle = colour;
          context.fillRect(at, row * h, length, h);
          grain(context, createRandom(seed * 977 + row * 31 + Math.round(x)), at, row * h, length, h, 'x');
          context.fillStyle = 'rgba(50,34,20,0.35)';
          context.fillRect(at, row * h, 1, h);
        }
        x += length;
      }
      context.fillStyle = 'rgba(50,34,20,0.3)';
      context.fillRect(0, row * h, size, 1);
    }
  });
}

/** A rug's woven field: fine noise in its colours, a border band `border` (0–0.5 of the side) in another. */
export function rug(seed, field, band, border = 0.08) {
  const random = createRandom(seed);
  return canvasTexture(256, (context, size) => {
    for (let y = 0; y < size; y += 2) {
      for (let x = 0; x < size; x += 2) {
        const inBorder = x < size * border || y < size * border || x > size * (1 - border) || y > size * (1 - border);
        const inLine = Math.abs(x - size * border * 1.4) < 2 || Math.abs(y - size * border * 1.4) < 2 || Math.abs(x - size * (1 - border * 1.4)) < 2 || Math.abs(y - size * (1 - border * 1.4)) < 2;
        const [r, g, b] = inBorder || inLine ? band : field;
        const v = (random.next() - 0.5) * 18;
        context.fillStyle = `rgb(${r + v},${g + v},${b + v})`;
        context.fillRect(x, y, 2, 2);
      }
    }
  });
}

/** `texture` laid over a face `width` × `height` m at `tile` m (or [w, h]) a repeat; turned by `rotation` radians. */
export function laid(texture, width, height, tile, rotation = 0) {
  const copy = texture.clone();
  const [tw, th] = Array.isArray(tile) ? tile : [tile, tile];
  copy.repeat.set(width / tw, height / th);
  copy.rotation = rotation;
  copy.needsUpdate = true;
  return copy;
}
