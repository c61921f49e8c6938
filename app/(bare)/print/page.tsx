import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LotParameters } from '@/components/lots/LotParameters';
import { lotTitle } from '@/components/lots/lot-text';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';

export const metadata: Metadata = { title: 'Версия для печати', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One lot on one A4 page (the full print layout comes with the catalogue issue). */
export default async function PrintPage({ searchParams }: Props) {
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  if (!id) {
    return <h1>Версия для печати</h1>;
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) notFound();
  const lot = await pageData(() => getServerApi().realtyItem(id));
  return (
    <article>
      <h1>Версия для печати: {lotTitle(lot)}</h1>
      {lot.images.flat_layout ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
        <img src={lot.images.flat_layout} alt={`Планировка: ${lotTitle(lot)}`} width={480} height={340} />
      ) : null}
      <LotParameters lot={lot} />
    </article>
  );
}
