import Link from 'next/link';
import type { ManagerHome as Home } from '@/lib/api/sales-schemas';
import { paths } from '@/lib/config/paths';
import { formatDate, plural } from '@/lib/format/number';
import { SELECTION_STATUS_LABELS, selectionName, viewsText } from '@/lib/sales/selection-text';
import { typograph } from '@/lib/text/typography';
import { ManagerCard } from './ManagerCard';
import { NewSelectionButton, SelectionActions, SignOutButton } from './ManagerActions';
import styles from './ManagerHome.module.scss';

/** The manager's page: who is signed in, the selections with their state and views, and what can be done with each. */
export function ManagerHome({ home, now }: { home: Home; now: number }) {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ManagerCard manager={home.manager}>
          <SignOutButton />
        </ManagerCard>
        <div className={styles.intro}>
          <NewSelectionButton />
          <p className={styles.hint}>
            {typograph('Добавляйте квартиры кнопкой «В подборку» — в каталоге, на генплане и на странице квартиры: они попадают в последний черновик.')}
          </p>
        </div>
      </div>
      {home.selections.length === 0 ? (
        <p className={styles.empty}>{typograph('Подборок пока нет. Создайте первую или добавьте квартиру из каталога.')}</p>
      ) : (
        <ul className={styles.list} aria-label="Подборки">
          {home.selections.map((selection) => (
            <li key={selection.id} className={styles.item} data-testid="manager-selection">
              <div className={styles.main}>
                <Link href={paths.managerSelection(selection.id)} className={styles.name}>
                  {typograph(selectionName(selection))}
                </Link>
                <p className={styles.meta}>
                  <span className={styles[selection.status]}>{SELECTION_STATUS_LABELS[selection.status]}</span>
                  <span>
                    {selection.lots_count} {plural(selection.lots_count, ['квартира', 'квартиры', 'квартир'])}
                  </span>
                  <span>{typograph(`действует до ${formatDate(selection.valid_until)}`)}</span>
                </p>
                {selection.status !== 'draft' ? <p className={styles.views}>{viewsText(selection.views, selection.last_view_at, now)}</p> : null}
              </div>
              <SelectionActions id={selection.id} code={selection.status === 'published' ? selection.code : null} canWithdraw={selection.status === 'published'} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
