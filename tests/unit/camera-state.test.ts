import { describe, expect, it } from 'vitest';
import type { Camera } from '@/lib/api/schemas';
import { cameraView, camerasTitle } from '@/lib/progress/camera-state';

const camera = (over: Partial<Camera>): Camera => ({ id: 1, title: 'Камера 1', stream_url: null, preview: '/api/media/views/camera-1.webp', taken_at: null, ...over });

describe('a construction camera as the site labels it', () => {
  it.each([
    ['a stream: live', { stream_url: 'https://cam.example/1.mjpg' }, { src: 'https://cam.example/1.mjpg', live: true, label: 'В\u00a0эфире' }],
    ['no stream, a snapshot time: the snapshot and its Moscow time', { taken_at: '2026-11-27T14:00:00+03:00' }, { src: '/api/media/views/camera-1.webp', live: false, label: 'Снимок 27.11, 14:00' }],
    ['a UTC time is shown in Moscow time', { taken_at: '2026-01-05T06:30:00Z' }, { src: '/api/media/views/camera-1.webp', live: false, label: 'Снимок 05.01, 09:30' }],
    ['no stream, no time', {}, { src: '/api/media/views/camera-1.webp', live: false, label: 'Последний снимок' }],
  ] as const)('%s', (_, over, expected) => expect(cameraView(camera(over))).toEqual(expected));

  it('the section says live only when some camera streams', () => {
    expect(camerasTitle([camera({}), camera({ id: 2 })])).toBe('Стройка сегодня');
    expect(camerasTitle([camera({}), camera({ id: 2, stream_url: 'https://cam.example/2.mjpg' })])).toBe('Стройка в\u00a0прямом эфире');
  });
});
