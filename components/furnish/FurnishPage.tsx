import { CallbackButton } from '@/components/callback/CallbackButton';
import { PageHeading } from '@/components/ui/PageHeading';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { FURNISH_FORM_ID } from '@/lib/config/forms';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { formatPrice, formatPricePerM2, plural } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import styles from './FurnishPage.module.scss';

/** The flat a package's example price is given for: a two-room flat of the complex. */
const EXAMPLE_AREA_M2 = 60;

/**
 * Furnishing (`/api/furnish/`): each package with its pictures, what it includes, its price per m² and for
 * an example flat, and a call to talk it over; each package has an anchor of its own (`/furnish#scandi`).
 */
export async function FurnishPage() {
  const packages = await pageData(() => getServerApi().furnishList());
  return (
    <>
      <PageHeading eyebrow="Готовые решения" title="Меблировка">
        Квартира под ключ: мебель, техника и текстиль по проекту дизайнеров, в {packages.length} {plural(packages.length, ['стиле', 'стилях', 'стилях'])} на выбор.
      </PageHeading>
      <nav className={styles.index} aria-label="Пакеты меблировки">
        <ul>
          {packages.map((pack) => (
            <li key={pack.id}>
              <a href={`#${pack.slug}`}>{pack.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {packages.map((pack, index) => (
        <section key={pack.id} id={pack.slug} className={styles.package} aria-labelledby={`${pack.slug}-title`}>
          {pack.images.length ? (
            <div className={styles.gallery} data-count={Math.min(pack.images.length, 3)}>
              {pack.images.slice(0, 3).map((image, n) => (
                <Picture
                  key={image}
                  className={styles.image}
                  data-n={n}
                  src={image}
                  alt={`Интерьер в стиле «${pack.title}», вид ${n + 1}`}
                  width={n === 0 ? 1200 : 600}
                  height={n === 0 ? 800 : 400}
                  sizes={n === 0 ? IMAGE_SIZES.besideText : IMAGE_SIZES.besideTextHalf}
                  priority={index === 0 && n === 0}
                />
              ))}
              {pack.images.slice(0, 3).map((image, n) => (
                <RenderNote key={`note-${image}`} className={styles.imageNote} data-n={n} />
              ))}
            </div>
          ) : null}
          <div className={styles.text}>
            <p className={styles.caption}>Пакет {String(index + 1).padStart(2, '0')}</p>
            <h2 id={`${pack.slug}-title`} className={styles.title}>
              {pack.title}
            </h2>
            <p className={styles.description}>{typograph(pack.description)}</p>
            <h3 className={styles.includedTitle}>Что входит</h3>
            <ul className={styles.included}>
              {pack.items.map((item) => (
                <li key={item}>{typograph(item)}</li>
              ))}
            </ul>
            <dl className={styles.price}>
              <div>
                <dt>Стоимость</dt>
                <dd>от {formatPricePerM2(pack.price_per_m2)}</dd>
              </div>
              <div>
                <dt>Для квартиры {EXAMPLE_AREA_M2} м²</dt>
                <dd>от {formatPrice(pack.price_per_m2 * EXAMPLE_AREA_M2)}</dd>
              </div>
            </dl>
            <CallbackButton className={styles.button} formId={FURNISH_FORM_ID}>
              {`Обсудить меблировку «${pack.title}»`}
            </CallbackButton>
          </div>
        </section>
      ))}
    </>
  );
}
