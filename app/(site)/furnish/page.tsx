import type { Metadata } from 'next';
import { CardGrid } from '@/components/content/CardGrid';
import { Section } from '@/components/content/Section';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { formatPricePerM2, plural } from '@/lib/format/number';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = { title: 'Меблировка' };

async function FurnishPage() {
  const packages = await pageData(() => getServerApi().furnishList());
  return (
    <>
      <PageHeading eyebrow="Готовые решения" title="Меблировка">
        Квартира под ключ: мебель, техника и текстиль по проекту дизайнеров, в {packages.length} {plural(packages.length, ['стиле', 'стилях', 'стилях'])} на выбор.
      </PageHeading>
      <Section caption="Пакеты меблировки">
        <CardGrid
          headingLevel={2}
          items={packages.map((pack) => ({
            key: pack.id,
            title: pack.title,
            caption: `от ${formatPricePerM2(pack.price_per_m2)}`,
            text: pack.description,
            image: pack.images[0] ? { src: pack.images[0], alt: `Интерьер в стиле «${pack.title}»` } : null,
            footer: pack.items.join(' · '),
          }))}
        />
      </Section>
    </>
  );
}

export default outageSafe(FurnishPage);
