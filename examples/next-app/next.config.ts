import type { NextConfig } from 'next';

/**
 * Nothing Portico-specific: `@portico/ui` and `@portico/core` are consumed from their built
 * `dist` (plain ESM), like any package a host installs, so they need no `transpilePackages`.
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
