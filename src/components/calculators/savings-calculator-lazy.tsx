'use client';

import { lazy, type ComponentProps } from 'react';

const Calculator = lazy(() => import('./savings-calculator').then((module) => ({ default: module.SavingsCalculator })));

/**
 * The savings calculator with its script in a chunk of its own. Every CMS page is one route, and a
 * route loads the script of every client component its module graph reaches; through `lazy`, only
 * a page that shows the calculator fetches it. No Suspense boundary of its own: the server renders
 * it in place (in the HTML, for visitors without JavaScript too), and the page hydrates once the
 * chunk has arrived. (`next/dynamic` does the same with 1.8 KB of loader on every page.)
 */
export function SavingsCalculator(props: ComponentProps<typeof Calculator>) {
  return <Calculator {...props} />;
}
