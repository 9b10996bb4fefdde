import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes override earlier ones. For server components:
 * tailwind-merge weighs about 7 KB gzip, so client components use `cx` from ./cx instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
