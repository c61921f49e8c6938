import { DROPDOWN_MIN_SPACE_BELOW_PX } from '@/lib/config/constants';

/** A dropdown opens upward when less than 250 px of the viewport is left below its trigger (SPEC §9). */
export function dropdownDirection(triggerBottom: number, viewportHeight: number): 'down' | 'up' {
  return viewportHeight - triggerBottom < DROPDOWN_MIN_SPACE_BELOW_PX ? 'up' : 'down';
}
