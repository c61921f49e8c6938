import { OG_COLOURS, ogText } from './og-style';
import { OgMark } from './OgMark';

export type LotPreviewFacts = { title: string; place: string; facts: readonly string[]; price: string; status: string; free: boolean; layout: string | null };

/** A lot's link preview: its layout on the left; title, place, area and floor, price and status on the right. */
export function LotPreview({ title, place, facts, price, status, free, layout }: LotPreviewFacts) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: OG_COLOURS.paper }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 560, height: '100%', padding: 40, background: OG_COLOURS.white, borderRight: `1px solid ${OG_COLOURS.rule}` }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page */}
        {layout ? <img src={layout} alt="" style={{ maxWidth: 480, maxHeight: 550, objectFit: 'contain' }} /> : <OgMark size={96} />}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: '56px 56px 48px' }}>
        <OgMark size={48} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          <div style={{ display: 'flex', ...ogText.eyebrow, fontSize: 20 }}>{place}</div>
          <div style={{ display: 'flex', ...ogText.serif, fontSize: 56, lineHeight: 1.05 }}>{title}</div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6, ...ogText.sans, fontSize: 28 }}>
            {facts.map((fact) => (
              <div key={fact} style={{ display: 'flex' }}>
                {fact}
              </div>
            ))}
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ display: 'flex', fontFamily: ogText.sans.fontFamily, fontWeight: 700, fontSize: 44, color: OG_COLOURS.ink }}>{price}</div>
          <div style={{ display: 'flex', padding: '10px 20px', fontFamily: ogText.sans.fontFamily, fontWeight: 700, fontSize: 20, letterSpacing: 2, textTransform: 'uppercase', color: free ? OG_COLOURS.white : OG_COLOURS.ink, background: free ? OG_COLOURS.bronze : OG_COLOURS.rule }}>{status}</div>
        </div>
      </div>
    </div>
  );
}
