import 'server-only';
import { cache } from 'react';
import { getServerApi } from '@/lib/api/server';
import { pageDataOrMissing } from '@/lib/api/policy';
import type { GenplanLevel } from '@/lib/genplan/level';
import type { PlanSection } from './plan-text';

/** A building's plan (its sections with their floors and flats), once per request; null when there is no such building. */
export const loadBuildingPlan = cache((id: number) => pageDataOrMissing(() => getServerApi().otherPlan(id)));

/** The section the level names, else the first. */
export function chosenSection(sections: PlanSection[], level: GenplanLevel): PlanSection | null {
  return sections.find((section) => section.number === level.section) ?? sections[0] ?? null;
}

/** Floors with flats, top to bottom. */
export const residentialFloors = (section: PlanSection) => section.floors.filter((floor) => floor.total_count > 0);
