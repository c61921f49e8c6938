/** A choice value with its label, as the contract gives statuses, finishes and a view's facing: `{ value, label }`. */
export const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  ({ value, label: list.find((item) => item.value === value)?.label ?? value });
