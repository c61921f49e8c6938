/** The booking panel (steps, masks) is its own chunk: loaded when first opened, fetched ahead on hover or focus of its buttons. */
export const loadBookingPanel = () => import('./BookingPanel');

export const prefetchBookingPanel = {
  onPointerEnter: () => void loadBookingPanel(),
  onFocus: () => void loadBookingPanel(),
} as const;
