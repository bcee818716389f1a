import type { OneTapMode } from './auth-client';

/**
 * Where Google shows One Tap for a configured `position` (spec §3), by Stytch's rules: a
 * browser with FedCM shows the prompt itself (floating) unless the legacy embedded prompt is
 * forced; `embeddedOnly` shows nothing where it cannot embed.
 */
export function oneTapModeOf(position: string, browserHasFedCM: boolean): OneTapMode | null {
  if (position === 'forceLegacyEmbedded') return 'embedded';
  const wantsEmbedded = position === 'embedded' || position === 'embeddedOnly' || position === 'floatingOrEmbedded';
  if (wantsEmbedded && !browserHasFedCM) return 'embedded';
  return position === 'embeddedOnly' ? null : 'floating';
}
