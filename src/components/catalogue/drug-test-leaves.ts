'use client';

/**
 * The drug-test catalogue's interactive leaves in one chunk: the catalogue shows all three
 * together, so one request loads them (src/components/lazy-leaves.tsx).
 */
export { ProductImage } from './product-image';
export { SubstancesToggle } from './substances-toggle';
export { UrineTests } from './urine-tests';
