/**
 * Lot statuses of the content API (docs/api.md, "Realty"). A lot on sale is free or booked; sold lots
 * are shown only when the visitor asks for them.
 */
export const LOT_STATUS = { free: 'free', booked: 'booked', sold: 'sold' } as const;
export type LotStatus = (typeof LOT_STATUS)[keyof typeof LOT_STATUS];

/** What the catalogue lists when the visitor has not chosen statuses (sorted, as the URL keeps lists). */
export const ON_SALE_STATUSES: readonly string[] = [LOT_STATUS.booked, LOT_STATUS.free];

export const isSold = (status: string): boolean => status === LOT_STATUS.sold;
export const isBooked = (status: string): boolean => status === LOT_STATUS.booked;
export const isFree = (status: string): boolean => status === LOT_STATUS.free;
