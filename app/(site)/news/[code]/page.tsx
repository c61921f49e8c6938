import { notFound } from 'next/navigation';

type Props = { params: Promise<{ code: string }> };

export default async function NewsItemPage({ params }: Props) {
  await params;
  notFound();
}
