'use client';

/** The VDT page's interactive leaves in one chunk: its ROI slider and its whitepaper form show together (src/components/lazy-leaves.tsx). */
export { VdtRoiSlider } from '../calculators/vdt-roi-slider';
export { VdtWhitepaperForm } from './vdt-whitepaper-form';
