import type { Camera } from '@/lib/api/schemas';
import { formatSnapshotTime } from '@/lib/format/number';

/**
 * What a camera shows and how it is labelled: its live stream («В эфире») only when the CMS gives one; otherwise its
 * last snapshot, labelled with when it was taken ("Снимок 27.11, 14:00"), or «Последний снимок» when the CMS does not say.
 */
export function cameraView(camera: Camera): { src: string; live: boolean; label: string } {
  if (camera.stream_url) return { src: camera.stream_url, live: true, label: 'В\u00a0эфире' };
  return { src: camera.preview, live: false, label: camera.taken_at ? `Снимок ${formatSnapshotTime(camera.taken_at)}` : 'Последний снимок' };
}

/** The cameras section's heading: live only when at least one camera streams. */
export const camerasTitle = (cameras: readonly Camera[]) => (cameras.some((c) => c.stream_url) ? 'Стройка в\u00a0прямом эфире' : 'Стройка сегодня');
