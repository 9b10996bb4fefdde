'use client';

/** The investor page's interactive leaves in one chunk: its initiatives carousel and the certification's tooltip (src/components/lazy-leaves.tsx). */
export { InitiativesCarousel } from './initiatives-carousel';
export { Tooltip } from './tooltip';
