'use client';

// The same branded error view as every other page's.
export { default } from '../../[locale]/error';
