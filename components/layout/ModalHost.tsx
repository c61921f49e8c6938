import { MODAL_ROOT_ID } from '@/components/ui/modal-root';
import { ActiveModal } from './ActiveModal';

/** The element modals and side panels portal into, and the modal that is open (SPEC §2, default layout). */
export function ModalHost() {
  return (
    <>
      <div id={MODAL_ROOT_ID} />
      <ActiveModal />
    </>
  );
}
