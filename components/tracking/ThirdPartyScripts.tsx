import Script from 'next/script';
import { getEnv } from '@/lib/config/env';
import { thirdPartyScripts } from '@/lib/tracking/scripts';

/** Loads the configured third-party scripts after the page is interactive. */
export function ThirdPartyScripts() {
  return (
    <>
      {thirdPartyScripts(getEnv()).map((script) => (
        <Script key={script.id} id={script.id} src={script.src} strategy="afterInteractive" />
      ))}
    </>
  );
}
