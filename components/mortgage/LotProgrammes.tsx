import type { MortgageProgram } from '@/lib/api/schemas';
import type { ProgrammeOffer } from '@/lib/mortgage/offers';
import { typograph } from '@/lib/text/typography';
import { OtherProgrammes } from './OtherProgrammes';
import { ProgrammeTable, type TableProgramme } from './ProgrammeTable';
import styles from './ProgrammeTable.module.scss';

/** A folded offer as its row needs it: the page's data carries no more of the programme than the table shows. */
function folded(offer: ProgrammeOffer<MortgageProgram>): ProgrammeOffer<TableProgramme> {
  const { id, bank, program, rate, deposit, term_max_years, sum_max } = offer.programme;
  return { ...offer, programme: { id, bank, program, rate, deposit, term_max_years, sum_max } };
}

/**
 * A lot's bank programmes: those that fit in the table, the lowest payment marked; the others counted under it,
 * with why each does not fit when the visitor opens them (OtherProgrammes).
 */
export function LotProgrammes({ offers, caption }: { offers: ProgrammeOffer<MortgageProgram>[]; caption: string }) {
  const fitting = offers.filter((offer) => offer.available);
  const others = offers.filter((offer) => !offer.available);
  return (
    <>
      {fitting.length ? (
        <ProgrammeTable offers={fitting} caption={caption} markLowest />
      ) : (
        <p className={styles.empty} data-testid="programmes-none-fit">
          {typograph('Для этой квартиры при этих условиях не подходит ни одна программа банков — почему, сказано ниже. Менеджер подберёт индивидуальные условия.')}
        </p>
      )}
      {others.length ? (
        <OtherProgrammes
          offers={others.map(folded)}
          caption={`${caption}: программы, которые не подходят`}
          summary={typograph(`Другие программы: ${others.length} — не подходят для этой квартиры`)}
        />
      ) : null}
    </>
  );
}
