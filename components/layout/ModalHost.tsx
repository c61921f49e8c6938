/** The element modals and side panels portal into (SPEC §2, default layout). */
export const MODAL_ROOT_ID = 'modal-root';

export function ModalHost() {
  return <div id={MODAL_ROOT_ID} />;
}
