import { inlinePlanMarkup } from '@/lib/api/inline-plan';
import { Picture } from '@/components/ui/Picture';
import styles from './LotPlan.module.scss';

type Props = { src: string; alt: string; width: number; height: number; className?: string; priority?: boolean };

/**
 * A plan on the lot page: the CMS's SVG put into the page (its labels in the site's font, no extra request),
 * or, when it cannot be inlined, the same drawing as a picture.
 */
export async function LotPlan({ src, alt, width, height, className, priority = false }: Props) {
  const markup = await inlinePlanMarkup(src);
  if (markup) return <div className={`${styles.inline} ${className ?? ''}`} role="img" aria-label={alt} data-testid="lot-plan" dangerouslySetInnerHTML={{ __html: markup }} />;
  return <Picture src={src} alt={alt} className={className} width={width} height={height} data-testid="lot-plan" priority={priority} />;
}
