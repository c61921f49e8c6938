/**
 * A shot path-traced by Blender's Cycles (Debian's `blender`, headless, on the CPU): the page exports the shot's
 * world as binary glTF (cms/render/scene/gltf.js), cycles/render.py lights it with a physical sky and the sun,
 * meters it, renders it and lays the haze; the harness scales it down and encodes it as the WebGL shots.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Shot } from './shots';

/**
 * Each light's sun and sky for the path tracer (the WebGL renderer's own are in scene/light.js; the sun's direction
 * is theirs). Nishita's sky at strength 0.06 lights the hero's world about as much as a sun lamp of 5 (metered), so a
 * sun of 6–10 gives sunlit faces a few times their shade, as a clear day photographs. `key` is the metered world's
 * middle grey (a dusk shot darker), `glow` the lit windows' brightness. The lobby and the pool are overcast: a deep
 * hall lit by soft daylight from its glazing and its own lamps (with the sun in, a sunlit floor beside the dark back of
 * the hall is more than one exposure holds, and the sun gets one sample in as many as there are lamps).
 */
const TRACED_LIGHT: Record<Shot['light'], { sun: number; sky: number; air: number; dust: number; sunColour: [number, number, number]; sunAngle: number; key: number; glow?: number }> = {
  day: { sun: 6, sky: 0.06, air: 1, dust: 1, sunColour: [1, 0.96, 0.9], sunAngle: 0.6, key: 0.2 },
  morning: { sun: 5.5, sky: 0.06, air: 1, dust: 1.2, sunColour: [1, 0.93, 0.84], sunAngle: 0.6, key: 0.19 },
  golden: { sun: 6.5, sky: 0.06, air: 1, dust: 1.2, sunColour: [1, 0.72, 0.47], sunAngle: 0.9, key: 0.16 },
  dusk: { sun: 0.6, sky: 0.12, air: 1.4, dust: 1.2, sunColour: [1, 0.62, 0.4], sunAngle: 1.5, key: 0.05, glow: 0.3 },
  overcast: { sun: 0.3, sky: 0.25, air: 1, dust: 4, sunColour: [1, 1, 1], sunAngle: 20, key: 0.18 },
};

/**
 * A room's own light: its lamps (three's point lights, `lampPower` watts per unit of their intensity) and the cap on
 * indirect light (times the metered mean) that keeps a room's rare bright paths from becoming fireflies; the exposure no
 * higher than puts the room's brightest 3 % at `highlight` (a floor in the low sun keeps its grain); its grain filtered
 * before the scale-down (cycles/denoise.py: a room's walls and ceilings are broad surfaces in indirect light, where 128
 * samples leave a speckle that the scale-down does not average away and that doubles the picture's bytes).
 */
const TRACED_ROOM = { lampPower: 1.5, clampIndirect: 12, highlight: 1.5 };
/**
 * Samples per pixel at the supersampled size. Debian's Blender 3.4 has no denoiser: cycles/denoise.py filters every
 * picture's grain, outdoors too (the shops' and lobbies' rooms behind the base's glass, lit only through it, kept a
 * speckle there).
 */
export const TRACED_SAMPLES = 128;
/** Rendered at 1.5 times the picture's size and scaled down (2× would double the hours for little). */
const TRACED_SUPERSAMPLE = 1.5;

/**
 * The shot's world saved as world.glb (a download of the page's), and its light. Debian's Chromium 156 now and then
 * cancels the download of the large blob before it starts (state "canceled", 0 bytes), or hands over a file Blender
 * reads as no glTF ("no asset in json"); the same export again goes through.
 */
async function exportWorld(page: Page, shot: Shot, path: string): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    const [download, preset] = await Promise.all([
      page.waitForEvent('download', { timeout: 600_000 }),
      page.evaluate((s: Shot) => (window as unknown as { exportShot(shot: Shot): Promise<unknown> }).exportShot(s), shot),
    ]);
    try {
      await download.saveAs(path);
      if (wholeGlb(path)) return preset;
      if (attempt >= 5) throw new Error(`${shot.name}: the world's download was cut short ${attempt} times`);
      console.log(`${shot.name}: the world's download was cut short (${statSync(path).size} bytes), exported again`);
    } catch (error) {
      if (attempt >= 5) throw error;
      console.log(`${shot.name}: the world's download was cancelled (${String(error)}), exported again`);
    }
  }
}

/** A binary glTF as long as its header says, whose JSON chunk names its asset (Blender refuses a cut one: "no asset"). */
function wholeGlb(path: string): boolean {
  const size = statSync(path).size;
  const file = openSync(path, 'r');
  try {
    const head = Buffer.alloc(20);
    if (size < 20 || readSync(file, head, 0, 20, 0) !== 20) return false;
    if (head.readUInt32LE(0) !== 0x46546c67 || head.readUInt32LE(8) !== size || 20 + head.readUInt32LE(12) > size) return false;
    const json = Buffer.alloc(head.readUInt32LE(12));
    readSync(file, json, 0, json.length, 20);
    return json.toString('utf8').includes('"asset"');
  } finally {
    closeSync(file);
  }
}

export async function traced(page: Page, shot: Shot, { samples = TRACED_SAMPLES, supersample = Math.min(shot.supersample, TRACED_SUPERSAMPLE) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  try {
    const preset = await exportWorld(page, shot, join(dir, 'world.glb'));
    const width = Math.round(shot.width * supersample);
    const height = Math.round(shot.height * supersample);
    writeFileSync(join(dir, 'shot.json'), JSON.stringify({ camera: shot.camera, width, height, samples, preset, ...TRACED_LIGHT[shot.light], ...(shot.interior ? TRACED_ROOM : {}) }));
    const script = join(process.cwd(), 'cms', 'render', 'cycles', 'render.py');
    const run = spawnSync('blender', ['-b', '--factory-startup', '-noaudio', '-P', script, '--', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const said = `${run.stdout}\n${run.stderr}`;
    if (run.status !== 0 || !/metered/.test(said)) throw new Error(`blender failed for ${shot.name}:\n${said.slice(-4000)}`);
    console.log(`${shot.name}: ${said.match(/metered .*/)?.[0] ?? ''}`);
    const rendered = sharp(readFileSync(join(dir, 'denoised.rgb')), { raw: { width, height, channels: 3 } });
    return rendered.resize(shot.width, shot.height, { kernel: 'lanczos3' });
  } finally {
    if (!process.env.CYCLES_KEEP) rmSync(dir, { recursive: true, force: true });
  }
}
