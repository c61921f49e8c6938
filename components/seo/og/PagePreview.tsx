import { SITE_NAME } from '@/lib/config/site';
import { OG_COLOURS, ogText } from './og-style';
import { OgMark } from './OgMark';

/** A page's link preview: the mark, the page's title and what it tells, on the site's paper with a bronze rule. */
export function PagePreview({ title, description }: { title: string; description: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: '64px 80px', background: OG_COLOURS.paper, borderBottom: `12px solid ${OG_COLOURS.bronze}` }}>
      <OgMark />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ display: 'flex', ...ogText.eyebrow }}>{SITE_NAME}</div>
        <div style={{ display: 'flex', ...ogText.serif, fontSize: title.length > 34 ? 64 : 84, lineHeight: 1.05 }}>{title}</div>
        <div style={{ display: 'flex', ...ogText.sans, fontSize: 28, lineHeight: 1.45, maxWidth: 980 }}>{description}</div>
      </div>
    </div>
  );
}
