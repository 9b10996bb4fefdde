'use client';

/** The Circular Testing page's interactive leaves in one chunk: its calculator and its whitepaper form show together (src/components/lazy-leaves.tsx). */
export { CircularSavingsCalculator } from '../calculators/circular-savings-calculator';
export { CircularWhitepaperForm } from './circular-whitepaper-form';
