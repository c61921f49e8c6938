import type { HeaderInfo } from '@/lib/api/schemas';
import { legalLine } from '@/lib/legal/legal-line';
import { typograph } from '@/lib/text/typography';
import { WholeNumbers } from '@/components/ui/WholeNumbers';
import { QrCode } from './QrCode';
import { readableUrl } from './readable-url';
import styles from './PrintSheet.module.scss';

type Developer = NonNullable<HeaderInfo['developer']>;

/**
 * What advertising of a flat under construction must carry (38-ФЗ art. 28, 214-ФЗ art. 3.1), at the foot of every
 * sheet a manager sends: the project declaration of the lot's queue in the state register with a QR code of its
 * address, the developer's name and requisites as in it, the permit and the escrow bank.
 */
export function PrintLegal({ developer, queueId }: { developer: Developer | null; queueId: number }) {
  if (!developer) return null;
  const queue = developer.queues.find((entry) => entry.queue === queueId) ?? null;
  const facts = legalLine(developer, { address: false, queues: queue ? [queue.queue] : [] });
  return (
    <div className={styles.legal} data-testid="print-legal">
      {queue ? (
        <div className={styles.declaration}>
          {/* The address in its ASCII form (punycode host, escaped path): every phone camera reads it. */}
          <QrCode value={new URL(queue.declaration.url).href} label={`QR-код: проектная декларация № ${queue.declaration.number}`} className={styles.legalQr} />
          <p>
            <span className={styles.linkCaption}>
              Проектная декларация <span className={styles.nowrap}>№&nbsp;{queue.declaration.number}</span>
            </span>
            <span className={styles.legalUrl}>{readableUrl(queue.declaration.url)}</span>
          </p>
        </div>
      ) : null}
      <p className={styles.legalText}>
        <WholeNumbers text={typograph(facts)} />
      </p>
    </div>
  );
}
