import type { Camera } from '@/lib/api/schemas';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { Picture } from '@/components/ui/Picture';
import { CameraButton } from './CameraButton';
import { cameraView } from '@/lib/progress/camera-state';
import clsx from 'clsx';
import styles from './ProgressCameras.module.scss';

/** The site's cameras: a picture of each, live or its last snapshot with its time, and a button that opens it. */
export function ProgressCameras({ cameras }: { cameras: readonly Camera[] }) {
  return (
    <ul className={styles.cameras}>
      {cameras.map((camera) => {
        const view = cameraView(camera);
        return (
          <li key={camera.id} className={styles.camera}>
            <div className={styles.frame}>
              <Picture src={camera.preview} alt={`Кадр с камеры: ${camera.title}`} width={1200} height={800} sizes={IMAGE_SIZES.cardThird} className={styles.preview} />
              <span className={clsx(styles.badge, view.live && styles.live)}>{view.label}</span>
            </div>
            <div className={styles.row}>
              <p className={styles.title}>{camera.title}</p>
              <CameraButton id={camera.id} title={camera.title} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
