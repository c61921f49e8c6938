import { ImageResponse } from 'next/og';
import { BRAND_COLOURS } from '@/lib/config/brand-colours';
import { ogFonts, OG_SERIF } from '@/lib/seo/og/og-fonts';

/** The home-screen icon of iPhones: the monogram of app/icon.svg as a 180 px PNG. */
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default async function AppleIcon() {
  return new ImageResponse(
    (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', background: BRAND_COLOURS.ink }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 150, height: 150, border: `4px solid ${BRAND_COLOURS.bronzeLight}`, fontFamily: OG_SERIF, fontSize: 104, color: BRAND_COLOURS.bronzeLight }}>В</div>
      </div>
    ),
    { ...size, fonts: await ogFonts() },
  );
}
