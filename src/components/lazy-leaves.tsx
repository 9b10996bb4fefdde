'use client';

import { lazy, type ComponentType } from 'react';

/**
 * The interactive leaves that blocks place, each with its script in a chunk of its own. Every CMS
 * page is one route, and a route loads the script of every client component its module graph
 * reaches: imported directly, a calculator would load on every CMS page. Through `lazy`, a page
 * fetches a leaf's chunk only when it shows the leaf. There is deliberately no Suspense boundary:
 * the server renders the leaf in place, in the HTML (with a boundary, Next streams it as a hidden
 * segment that only a script reveals, and a visitor without JavaScript sees nothing), and the page
 * hydrates once the chunk has arrived. `next/dynamic` does the same with 1.8 KB of loader on every
 * page, and an `await import()` in a server component does not split at all: the route still
 * loads the leaf's chunk on every page. Delete this module if Next learns to load a route's client
 * components per render.
 */
function lazyLeaf<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Leaf = lazy(() => load().then((component) => ({ default: component })));
  return function LazyLeaf(props: Props) {
    return <Leaf {...props} />;
  };
}

export const SavingsCalculator = lazyLeaf(() => import('./calculators/savings-calculator').then((module) => module.SavingsCalculator));
export const RetailerLogo = lazyLeaf(() => import('./sections/retailer-logo').then((module) => module.RetailerLogo));
export const ProductImage = lazyLeaf(() => import('./catalogue/product-image').then((module) => module.ProductImage));
export const TeamTabs = lazyLeaf(() => import('./company/team-tabs').then((module) => module.TeamTabs));
export const Tabs = lazyLeaf(() => import('./sections/tabs').then((module) => module.Tabs));
export const ContactForm = lazyLeaf(() => import('./leads/contact-form').then((module) => module.ContactForm));
export const InstaclearWhitepaperForm = lazyLeaf(() => import('./leads/instaclear-whitepaper-form').then((module) => module.InstaclearWhitepaperForm));
export const HairWhitepaperForm = lazyLeaf(() => import('./leads/hair-whitepaper-form').then((module) => module.HairWhitepaperForm));
export const WhitepapersForm = lazyLeaf(() => import('./leads/whitepapers-form').then((module) => module.WhitepapersForm));
export const HeroRotator = lazyLeaf(() => import('./home/hero-rotator').then((module) => module.HeroRotator));
export const DocumentsFilter = lazyLeaf(() => import('./documents/documents-filter').then((module) => module.DocumentsFilter));
export const PrintButton = lazyLeaf(() => import('./ui/print-button').then((module) => module.PrintButton));

/** The drug-test catalogue's leaves share one chunk: the catalogue shows them together. */
const drugTestLeaves = () => import('./catalogue/drug-test-leaves');
export const UrineTests = lazyLeaf(() => drugTestLeaves().then((module) => module.UrineTests));
export const SubstancesToggle = lazyLeaf(() => drugTestLeaves().then((module) => module.SubstancesToggle));
export const DrugTestProductImage = lazyLeaf(() => drugTestLeaves().then((module) => module.ProductImage));

/** Circular Testing's calculator and form share one chunk, and so do VDT's: each page shows its pair together. */
const circularLeaves = () => import('./leads/circular-page-leaves');
export const CircularSavingsCalculator = lazyLeaf(() => circularLeaves().then((module) => module.CircularSavingsCalculator));
export const CircularWhitepaperForm = lazyLeaf(() => circularLeaves().then((module) => module.CircularWhitepaperForm));
const vdtLeaves = () => import('./leads/vdt-page-leaves');
export const VdtRoiSlider = lazyLeaf(() => vdtLeaves().then((module) => module.VdtRoiSlider));
export const VdtWhitepaperForm = lazyLeaf(() => vdtLeaves().then((module) => module.VdtWhitepaperForm));
/** The investor page's carousel and tooltip share one chunk. */
const investorLeaves = () => import('./company/investor-page-leaves');
export const InitiativesCarousel = lazyLeaf(() => investorLeaves().then((module) => module.InitiativesCarousel));
export const Tooltip = lazyLeaf(() => investorLeaves().then((module) => module.Tooltip));
