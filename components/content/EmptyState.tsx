import Link from 'next/link';
import { typograph } from '@/lib/text/typography';
import styles from './EmptyState.module.scss';

/** What an empty list says, and where to go from it. */
export function EmptyState({ text, action }: { text: string; action: { label: string; href: string } }) {
  return (
    <div className={styles.empty}>
      <p>{typograph(text)}</p>
      <Link href={action.href} className={styles.button}>
        {action.label}
      </Link>
    </div>
  );
}
