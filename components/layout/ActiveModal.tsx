'use client';

import dynamic from 'next/dynamic';
import { Modal } from '@/components/ui/Modal';
import { useSiteStore } from '@/store/StoreProvider';
import { loadCallbackPanel } from '@/components/callback/load-callback-panel';
import { loadBookingPanel } from '@/components/booking/load-booking-panel';
import { CALLBACK_PANEL_TITLES, CALLBACK_TEXTS } from '@/lib/callback/texts';
import { cameraView } from '@/lib/progress/camera-state';
import styles from './ActiveModal.module.scss';

const PanelLoading = () => (
  <p className={styles.loading} role="status">
    Загружаем форму…
  </p>
);

// Loaded on first open (prefetched on hover/focus of the buttons), not with every page.
const CallbackPanel = dynamic(() => loadCallbackPanel().then((module) => module.CallbackPanel), { ssr: false, loading: PanelLoading });
const BookingPanel = dynamic(() => loadBookingPanel().then((module) => module.BookingPanel), { ssr: false, loading: PanelLoading });

/** Renders the modal the store says is open: the callback side panel, the booking panel or a construction camera. */
export function ActiveModal() {
  const modal = useSiteStore((s) => s.modal);
  const closeModal = useSiteStore((s) => s.closeModal);
  const cameras = useSiteStore((s) => s.cameras);

  if (modal?.kind === 'callback') {
    return (
      <Modal open onClose={closeModal} title={CALLBACK_PANEL_TITLES[modal.formId] ?? CALLBACK_TEXTS.title} variant="panel">
        <CallbackPanel formId={modal.formId} onDone={closeModal} />
      </Modal>
    );
  }
  if (modal?.kind === 'booking') {
    return (
      <Modal open onClose={closeModal} title={modal.mode === 'hold' ? 'Бронирование' : 'Лист ожидания'} variant="panel">
        <BookingPanel lotId={modal.lotId} lotType={modal.lotType} lotTitle={modal.lotTitle} mode={modal.mode} terms={modal.terms} onDone={closeModal} />
      </Modal>
    );
  }
  if (modal?.kind === 'camera') {
    const camera = cameras.find((c) => c.id === modal.cameraId);
    if (!camera) return null;
    return (
      <Modal open onClose={closeModal} title={camera.title} variant="dialog">
        {/* eslint-disable-next-line @next/next/no-img-element -- the camera picture comes from the CMS */}
        <img src={cameraView(camera).src} alt={`Изображение с камеры: ${camera.title}`} className={styles.camera} />
        <p className={styles.cameraNote}>{cameraView(camera).label}</p>
      </Modal>
    );
  }
  return null;
}
