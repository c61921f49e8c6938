import type { LotCard } from '@/lib/api/schemas';
import { lotParameters, type ParameterKey } from '@/components/lots/lot-parameters';

/** The parameters compared side by side, as shown. A row differs when the lots' values are not all equal. */
export type CompareRow = { label: string; values: string[]; differs: boolean };

const COMPARED: ParameterKey[] = ['price', 'pricePerM2', 'monthPayment', 'area', 'rooms', 'building', 'queue', 'section', 'floor', 'view', 'renovation', 'ceiling', 'completion', 'status', 'features'];

export function compareRows(lots: readonly LotCard[]): CompareRow[] {
  const perLot = lots.map((lot) => lotParameters(lot, COMPARED));
  return COMPARED.map((key, index) => {
    const values = perLot.map((rows) => rows[index]?.value ?? '—');
    return { label: perLot[0]?.[index]?.label ?? key, values, differs: lots.length > 1 && new Set(values).size > 1 };
  });
}
