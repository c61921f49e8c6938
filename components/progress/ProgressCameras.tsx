import type { Camera } from '@/lib/api/schemas';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { Picture } from '@/components/ui/Picture';
import { CameraButton } from './CameraButton';
import styles from './ProgressCameras.module.scss';

/** The live cameras on the site: a picture of each with a button that opens its view. */
export function ProgressCameras({ cameras }: { cameras: readonly Camera[] }) {
  return (
    <ul className={styles.cameras}>
      {cameras.map((camera) => (
        <li key={camera.id} className={styles.camera}>
          <div className={styles.frame}>
            <Picture src={camera.preview} alt={`Кадр с камеры: ${camera.title}`} width={1200} height={800} sizes={IMAGE_SIZES.cardThird} className={styles.preview} />
            <span className={styles.live}>{'В\u00a0эфире'}</span>
          </div>
          <div className={styles.row}>
            <p className={styles.title}>{camera.title}</p>
            <CameraButton id={camera.id} title={camera.title} />
          </div>
        </li>
      ))}
    </ul>
  );
}
