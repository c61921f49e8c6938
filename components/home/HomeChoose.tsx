import Link from 'next/link';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { paths } from '@/lib/config/paths';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { formatPrice, plural } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import styles from './HomeChoose.module.scss';

type Props = {
  images: { genplan: string | null; params: string | null };
  /** The apartments on sale and the lowest price, when the CMS answered. */
  onSale: { count: number; priceFrom: number | null } | null;
};

/** The two ways to choose a flat (SPEC §2 menu): on the master plan or by parameters, with what is on sale. */
export function HomeChoose({ images, onSale }: Props) {
  const ways = [
    {
      key: 'genplan',
      href: paths.lots('genplan'),
      title: 'Выбрать на генплане',
      text: 'Корпус, этаж и квартира — на плане комплекса, с видами из окон и свободными квартирами на каждом этаже.',
      image: images.genplan,
      // The master plan's picture is its aerial render.
      render: true,
    },
    {
      key: 'params',
      href: paths.lots('params'),
      title: 'Подобрать по параметрам',
      text: 'Комнаты, площадь, этаж, цена и отделка: список, таблица или шахматка, ссылку на подборку можно отправить.',
      image: images.params,
      render: false,
    },
  ];
  return (
    <section className={styles.choose} aria-labelledby="home-choose">
      <div className={styles.head}>
        <p className={styles.caption}>Выбор квартиры</p>
        <h2 id="home-choose" className={styles.title}>
          Найдите свою квартиру
        </h2>
        {onSale ? (
          <p className={styles.onSale}>
            {typograph(`В продаже ${onSale.count} ${plural(onSale.count, LOTS_TYPE_NOUNS.apartments)}${onSale.priceFrom !== null ? ` от ${formatPrice(onSale.priceFrom)}` : ''}`)}
          </p>
        ) : null}
      </div>
      <ul className={styles.ways}>
        {ways.map((way) => (
          <li key={way.key} className={styles.way}>
            {way.image ? (
              <div className={styles.frame}>
                <Picture className={styles.image} src={way.image} alt="" width={640} height={400} sizes={IMAGE_SIZES.cardHalf} />
                {way.render ? <RenderNote className={styles.note} /> : null}
              </div>
            ) : null}
            <h3 className={styles.wayTitle}>
              <Link href={way.href} className={styles.link}>
                {typograph(way.title)}
              </Link>
            </h3>
            <p className={styles.text}>{typograph(way.text)}</p>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
