/**
 * Grid columns for a list of cards that leaves no short last row beside empty slots: up to three a
 * row on wide screens and two from 640 px. Four cards go 2 × 2, then one row of four; two stay at
 * most half a wide page each. Where the count does not divide evenly, the spare width goes to the
 * first cards (five go 2 + 3 on wide screens, 1 + 2 + 2 from 640 px), so every row is full. Class
 * strings are written out whole so Tailwind finds them.
 */
export function balancedGrid(count: number): string {
  if (count <= 1) return '';
  if (count === 2) return 'sm:grid-cols-2 lg:mx-auto lg:max-w-4xl';
  if (count === 4) return 'sm:grid-cols-2 xl:grid-cols-4';
  const classes = ['sm:grid-cols-4 sm:[&>*]:col-span-2', 'lg:grid-cols-6 lg:[&>*]:col-span-2'];
  // An odd count widens the first card to the whole row of two; one spare card of three makes
  // the first two cards half a row each, two spare cards the first four.
  if (count % 2 === 1) classes.push('sm:max-lg:[&>:first-child]:col-span-4');
  if (count % 3 === 2) classes.push('lg:[&>:nth-child(-n+2)]:col-span-3');
  if (count % 3 === 1) classes.push('lg:[&>:nth-child(-n+4)]:col-span-3');
  return classes.join(' ');
}
