import { Breadcrumbs } from '@/components/lots/Breadcrumbs';
import { genplanHref } from '@/lib/genplan/level';

type Step = { label: string; href: string };

/** Up the master plan's levels: «Генплан › Корпус 2 › Секция 1, этаж 15». */
export function GenplanCrumbs({ steps, current }: { steps: Step[]; current: string }) {
  return <Breadcrumbs items={[{ label: 'Генплан', href: genplanHref({}) }, ...steps]} current={current} inSection />;
}
