import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import clsx from 'clsx';
import { inlinePlanMarkup } from '@/lib/api/inline-plan';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { PlanCards } from './PlanCards';
import styles from './PlanFigure.module.scss';

/** A shape over the drawing: a box in fractions of the drawing, or a polygon in its own units. */
export type PlanShape = {
  key: string;
  href: string;
  /** What a screen reader hears: the name and the figures of its card. */
  label: string;
  box?: { x: number; y: number; w: number; h: number };
  points?: string;
  tone?: 'free' | 'booked' | 'sold' | 'muted' | 'active';
  current?: boolean;
  card: ReactNode;
};

type Props = {
  image: string;
  /** A picture the drawing is laid over (the master plan's aerial view): the drawing is then its labels. */
  backdrop?: string | null;
  width: number;
  height: number;
  shapes: PlanShape[];
  label: string;
  /** The drawing's narrowest width on a phone, so shapes stay large enough to tap (the figure scrolls inside itself). */
  minWidth?: number;
  /** The widest it is drawn (a small floor is not blown up past its drawing). */
  maxWidth?: number;
  className?: string;
  /** The list alternative below the drawing: a phone gets a link to it beside the hint that the drawing pans. */
  list?: { id: string; label: string };
  /** Labels kept at the drawing's left edge while it pans (a facade's floor numbers), each beside its band (fractions). */
  rail?: Array<{ key: string; label: string; y: number; h: number }>;
  /** On a desktop the whole drawing fits the window's height below the page's heading (the master plan). */
  fitScreen?: boolean;
};

/** The content width of a 375 px phone (its gutters taken off): a drawing kept wider pans inside itself. */
const PHONE_CONTENT_WIDTH = 335;

/**
 * A CMS drawing (inlined, so its labels are in the site's fonts; else a picture) with links over it, one per
 * shape, each with a hover card; the arrow keys move between them.
 */
export async function PlanFigure({ image, backdrop = null, width, height, shapes, label, minWidth, maxWidth, className, list, rail, fitScreen = false }: Props) {
  const markup = await inlinePlanMarkup(image);
  const pansOnPhone = (minWidth ?? 0) > PHONE_CONTENT_WIDTH;
  return (
    <>
      <div className={clsx(styles.scroller, className)}>
        <PlanCards
          label={label}
          cards={shapes.map((shape) => (
            <div key={shape.key} className={styles.card} data-card-for={shape.key} hidden aria-hidden="true">
              {shape.card}
            </div>
          ))}
        >
          {rail ? (
            <div className={styles.rail} aria-hidden="true" data-testid="plan-rail">
              {rail.map((mark) => (
                <span key={mark.key} style={{ top: `${mark.y * 100}%`, height: `${mark.h * 100}%` }}>
                  {mark.label}
                </span>
              ))}
            </div>
          ) : null}
          <div className={clsx(styles.figure, (backdrop || !markup) && styles.raster, fitScreen && styles.fitScreen)} style={{ minWidth, maxWidth, ...(fitScreen ? { ['--plan-aspect' as string]: width / height } : {}) }}>
            {backdrop ? (
              <>
                <Picture src={backdrop} alt="" className={styles.drawing} width={width} height={height} sizes={IMAGE_SIZES.plan} priority />
                {markup ? <div className={styles.labels} dangerouslySetInnerHTML={{ __html: markup }} /> : null}
                <RenderNote className={styles.renderNote} />
              </>
            ) : markup ? (
              <div className={styles.drawing} dangerouslySetInnerHTML={{ __html: markup }} />
            ) : (
              <Picture src={image} alt="" className={styles.drawing} width={width} height={height} priority />
            )}
            <svg className={styles.overlay} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none">
              {shapes.map((shape) => (
                <a
                  key={shape.key}
                  href={shape.href}
                  aria-label={shape.label}
                  data-card={shape.key}
                  className={clsx(styles.shape, shape.tone && styles[shape.tone], shape.current && styles.current)}
                  aria-current={shape.current ? 'page' : undefined}
                >
                  {shape.points ? (
                    <polygon points={shape.points} />
                  ) : shape.box ? (
                    <rect x={shape.box.x * width} y={shape.box.y * height} width={shape.box.w * width} height={shape.box.h * height} />
                  ) : null}
                </a>
              ))}
            </svg>
          </div>
        </PlanCards>
      </div>
      {list || pansOnPhone ? (
        <p className={styles.phoneHint} data-testid="plan-phone-hint">
          {pansOnPhone ? <span>План сдвигается пальцем</span> : null}
          {list ? <a href={`#${list.id}`}>{list.label}</a> : null}
        </p>
      ) : null}
    </>
  );
}
