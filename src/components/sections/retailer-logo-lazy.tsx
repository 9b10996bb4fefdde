'use client';

import { lazy, type ComponentProps } from 'react';

const Logo = lazy(() => import('./retailer-logo').then((module) => ({ default: module.RetailerLogo })));

/**
 * A retailer's logo with its script in a chunk of its own, so that a CMS page loads it only where a
 * retailer list is placed (the reason, and why there is no Suspense boundary: the savings
 * calculator's wrapper, src/components/calculators/savings-calculator-lazy.tsx).
 */
export function RetailerLogo(props: ComponentProps<typeof Logo>) {
  return <Logo {...props} />;
}
