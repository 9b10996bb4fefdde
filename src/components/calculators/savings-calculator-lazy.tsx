'use client';

import dynamic from 'next/dynamic';

/**
 * The savings calculator in a chunk of its own: every CMS page shares one renderer, and only a page
 * that shows the calculator should load its script. Rendered on the server all the same.
 */
export const SavingsCalculator = dynamic(() => import('./savings-calculator').then((module) => module.SavingsCalculator));
