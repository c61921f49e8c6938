import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { getEnv } from '@/lib/config/env';
import { TourViewer } from './TourViewer';
import styles from './TourPage.module.scss';

/** The CMS's external tour when its origin is one the site may frame (TOUR_FRAME_ORIGINS), else null. */
function embeddableUrl(url: string | null): string | null {
  if (!url) return null;
  const origin = new URL(url).origin;
  return getEnv().TOUR_FRAME_ORIGINS.includes(origin) ? url : null;
}

/** The virtual tour: the site's 360° viewer over the CMS's scenes, or the provider's tour the CMS links. */
export async function TourPage() {
  const tour = await pageData(() => getServerApi().tour());
  const external = embeddableUrl(tour.external_url);
  return (
    <>
      <PageHeading eyebrow="Проект" title={tour.title}>
        {tour.text}
      </PageHeading>
      <div className={styles.body}>
        {external ? (
          <iframe className={styles.frame} src={external} title={tour.title} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" allowFullScreen loading="lazy" />
        ) : (
          <TourViewer scenes={tour.scenes} />
        )}
      </div>
    </>
  );
}
