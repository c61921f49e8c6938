import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Версия для печати', robots: { index: false } };

export default function PrintPage() {
  return <h1>Версия для печати</h1>;
}
