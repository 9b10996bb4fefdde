/** Joins class names without Tailwind conflict resolution: the cheap choice for client components. */
export { clsx as cx } from 'clsx';
