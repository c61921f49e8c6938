'use client';

import { Dropdown } from '@/components/ui/Dropdown';
import { CameraIcon } from '@/components/ui/icons';
import { useSiteStore } from '@/store/StoreProvider';
import styles from './CamerasDropdown.module.scss';

/** The construction cameras; choosing one opens it in a modal. */
export function CamerasDropdown() {
  const cameras = useSiteStore((s) => s.cameras);
  const openModal = useSiteStore((s) => s.openModal);
  if (!cameras.length) return null;
  return (
    <Dropdown
      className={styles.cameras}
      ariaLabel="Камеры на стройке"
      label={
        <>
          <CameraIcon />
          <span className={styles.label}>Камеры</span>
        </>
      }
    >
      {(close) => (
        <ul className={styles.list}>
          {cameras.map((camera) => (
            <li key={camera.id}>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  openModal({ kind: 'camera', cameraId: camera.id });
                }}
              >
                {camera.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
