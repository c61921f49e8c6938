'use client';

import { useSiteStore } from '@/store/StoreProvider';
import styles from './ProgressCameras.module.scss';

/** Opens a construction camera in the site's modal, as the header's cameras menu does. */
export function CameraButton({ id, title }: { id: number; title: string }) {
  const openModal = useSiteStore((s) => s.openModal);
  return (
    <button type="button" className={styles.watch} onClick={() => openModal({ kind: 'camera', cameraId: id })} aria-label={`Смотреть камеру: ${title}`}>
      Смотреть
    </button>
  );
}
