import { connection } from 'next/server';
import { CMS_MAX_PAGE_SIZE, pagesOf } from '@/lib/api/paging';
import { getServerApi } from '@/lib/api/server';
import { salesOffice } from '@/lib/api/sales-office';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { getEnv } from '@/lib/config/env';
import { paths } from '@/lib/config/paths';
import { SITE_NAME } from '@/lib/config/site';
import { LOT_STATUS } from '@/lib/lots/status';
import { ogImagePath } from '@/lib/seo/page-metadata';
import { YRL_LOT_TYPES, yrlFooter, yrlHeader, yrlOffer, type YrlContext } from '@/lib/seo/yrl';

/**
 * /feeds/yandex-realty.xml: every free flat, commercial premises and parking space for Yandex Realty (YRL),
 * written as the CMS's pages of lots arrive. Generated per request from the cached CMS reads; a CDN keeps it
 * an hour.
 */
export async function GET() {
  await connection();
  const api = getServerApi();
  const [location, contacts] = await Promise.all([api.location(), api.contacts()]);
  const office = salesOffice(contacts);
  if (!office) return new Response('Нет контактов офиса продаж', { status: 503 });
  const context: YrlContext = {
    url: absoluteUrl,
    generatedAt: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    complexName: SITE_NAME,
    buildingId: getEnv().YANDEX_REALTY_BUILDING_ID,
    location,
    office,
    organization: SITE_NAME,
    lotPath: paths.lot,
    imagePath: ogImagePath.lot,
  };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(yrlHeader(context)));
        for (const type of YRL_LOT_TYPES) {
          for await (const lots of pagesOf((page) => api.realtyList(type, { status: [LOT_STATUS.free], page, page_size: CMS_MAX_PAGE_SIZE.realty }))) {
            const offers = lots.map((lot) => yrlOffer(lot, context) ?? '').join('');
            if (offers) controller.enqueue(encoder.encode(offers));
          }
        }
        controller.enqueue(encoder.encode(yrlFooter()));
        controller.close();
      } catch (error) {
        // A feed cut short must not pass for a whole one: the response ends in an error, not a closing tag.
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
