import { PageHeading } from '@/components/ui/PageHeading';
import { SITE_NAME } from '@/lib/config/site';

export default function HomePage() {
  return <PageHeading eyebrow="Квартиры премиум-класса в центре Москвы" title={SITE_NAME} />;
}
