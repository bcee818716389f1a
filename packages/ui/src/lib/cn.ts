import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Portico's components never pass two utilities for the same property, so
 * no merging is needed; a host's `className` is appended, and hosts restyle through the theme
 * variables and `data-slot` selectors. (tailwind-merge would cost ~9 KB gzip, and with the `pt:`
 * prefix it could not resolve conflicts with a host's own, unprefixed classes anyway.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
