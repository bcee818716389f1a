import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** Portico's utilities carry the `pt:` prefix (see styles.css); tailwind-merge must know it. */
const twMerge = extendTailwindMerge({ prefix: 'pt' });

/** Joins class names; when two utilities conflict, the later one (the caller's) wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
