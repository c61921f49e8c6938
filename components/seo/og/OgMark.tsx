import { SITE_SHORT_NAME } from '@/lib/config/site';
import { OG_COLOURS, ogText } from './og-style';

/** The site's mark: the monogram in its bronze frame and the name, as in the header. */
export function OgMark({ size = 64 }: { size?: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: size * 0.35 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: size, height: size, border: `2px solid ${OG_COLOURS.bronze}`, ...ogText.serif, color: OG_COLOURS.bronze, fontSize: size * 0.6 }}>
        В
      </div>
      <div style={{ display: 'flex', ...ogText.serif, fontSize: size * 0.62 }}>{SITE_SHORT_NAME}</div>
    </div>
  );
}
