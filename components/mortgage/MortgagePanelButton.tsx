'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import type { MortgageFacet, MortgageProgram, MortgageSpecs } from '@/lib/api/schemas';
import type { CalculatorState } from '@/lib/mortgage/calculator';
import { Modal } from '@/components/ui/Modal';
import styles from './MortgagePanelButton.module.scss';

const loadCalculator = () => import('./MortgageCalculator');
// The calculator (masks, arithmetic) loads when the panel first opens, fetched ahead on hover or focus.
const MortgageCalculator = dynamic(() => loadCalculator().then((module) => module.MortgageCalculator), {
  ssr: false,
  loading: () => (
    <p className={styles.loading} role="status">
      Загружаем калькулятор…
    </p>
  ),
});

/** `pageHref`: the same calculation on /mortgage, with every bank's programme. */
type Props = { programmes: MortgageProgram[]; facets: MortgageFacet[]; specs: MortgageSpecs; initial: CalculatorState; pageHref: string; className?: string };

/** "Рассчитать ипотеку" on a lot page: the calculator in a side panel, prefilled with the lot's price. */
export function MortgagePanelButton({ programmes, facets, specs, initial, pageHref, className }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} onPointerEnter={() => void loadCalculator()} onFocus={() => void loadCalculator()}>
        Рассчитать ипотеку
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Калькулятор ипотеки" variant="panel">
        <div className={styles.panel}>
          <MortgageCalculator programmes={programmes} facets={facets} specs={specs} initial={initial} withProgrammes={false} />
          <Link href={pageHref} className={styles.more} onClick={() => setOpen(false)}>
            Все программы банков для этой квартиры
          </Link>
        </div>
      </Modal>
    </>
  );
}
