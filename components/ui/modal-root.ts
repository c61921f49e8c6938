/** Id of the element modals portal into (rendered by components/layout/ModalHost). */
export const MODAL_ROOT_ID = 'modal-root';
