import type { ComponentProps } from 'react';

/**
 * The kinds of device the devices list draws: Lucide's `monitor`, `smartphone`, `tablet` and `tv`
 * (ISC; THIRD-PARTY-NOTICES.md), 24 × 24 outlines in the text colour.
 */
const SHAPES = {
  desktop: (
    <>
      <rect width="20" height="14" x="2" y="3" rx="2" />
      <path d="M8 21h8m-4-4v4" />
    </>
  ),
  mobile: (
    <>
      <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
      <path d="M12 18h.01" />
    </>
  ),
  tablet: (
    <>
      <rect width="16" height="20" x="4" y="2" rx="2" ry="2" />
      <path d="M12 18h.01" />
    </>
  ),
  tv: (
    <>
      <path d="m17 2l-5 5l-5-5" />
      <rect width="20" height="15" x="2" y="7" rx="2" />
    </>
  ),
} as const;

export type DeviceType = keyof typeof SHAPES;

export const isDeviceType = (type: string | null): type is DeviceType => type !== null && Object.hasOwn(SHAPES, type);

/**
 * A device's kind as a picture: a computer when the user agent does not say (most do not say
 * 'desktop'). `label` names it ('Phone'); without one it is decorative.
 */
export function DeviceIcon({ type, label, ...props }: Omit<ComponentProps<'svg'>, 'type'> & { type: string | null; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot="device-icon"
      data-device-type={isDeviceType(type) ? type : 'unknown'}
      className="pt:size-5 pt:shrink-0 pt:text-secondary"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {SHAPES[isDeviceType(type) ? type : 'desktop']}
    </svg>
  );
}
