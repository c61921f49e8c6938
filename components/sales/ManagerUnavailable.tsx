import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { typograph } from '@/lib/text/typography';

/** The manager's pages when the CMS cannot be reached: what happened and that nothing is lost. */
export function ManagerUnavailable() {
  return (
    <>
      <PageHeading eyebrow="Кабинет менеджера" title="Кабинет временно недоступен" compact />
      <Section>
        <p>{typograph('Не удалось загрузить подборки. Обновите страницу через минуту: всё, что вы сохранили, на месте.')}</p>
      </Section>
    </>
  );
}
