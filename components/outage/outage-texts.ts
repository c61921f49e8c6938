import { typograph } from '@/lib/text/typography';

/** The outage view's title (components/outage/OutageView.tsx), also the page title while it is shown. */
export const OUTAGE_TITLE = 'Раздел ненадолго недоступен';

/** The quiet notice over a page rendered from last-good data. */
export const STALE_NOTICE = typograph('Сейчас мы обновляем данные, поэтому цены и статусы квартир могут быть неактуальны. Уточните их в отделе продаж.');
