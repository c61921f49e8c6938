import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The menu links of SPEC §2 end with a slash (/lots/params/apartments/) while other routes do not:
  // both forms answer 200 and pages declare their canonical URL instead of redirecting.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
