/**
 * The callback panel (form, masks, validation) is its own chunk: it loads when the panel first opens,
 * and is fetched ahead when a visitor points at or focuses a button that opens it.
 */
export const loadCallbackPanel = () => import('./CallbackPanel');

/** Props for the buttons that open the panel: start loading it on hover or focus. */
export const prefetchCallbackPanel = {
  onPointerEnter: () => void loadCallbackPanel(),
  onFocus: () => void loadCallbackPanel(),
} as const;
