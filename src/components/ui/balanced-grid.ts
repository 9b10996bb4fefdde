/**
 * Grid columns for a list of cards that fill every row, with no short last row beside empty slots:
 * up to three a row on wide screens and two from 640 px. Where the count does not divide evenly,
 * the first cards take the spare width (five go 2 + 3 on wide screens, 1 + 2 + 2 from 640 px).
 * Four cards go 2 × 2, then one row of four; two stay at most half a wide page each. Class strings
 * are written out whole so Tailwind finds them.
 */
export function balancedGrid(count: number): string {
  if (count <= 1) return '';
  if (count === 2) return 'sm:grid-cols-2 lg:mx-auto lg:max-w-4xl';
  if (count === 4) return 'sm:grid-cols-2 xl:grid-cols-4';
  return [
    // Two a row: each card two of four columns; an odd count widens the first card to the full row.
    'sm:grid-cols-4 sm:[&>*]:col-span-2',
    count % 2 === 1 && 'sm:max-lg:[&>:first-child]:col-span-4',
    // Three a row: two of six columns; one spare card makes the first two half a row each, two
    // spare cards the first four.
    'lg:grid-cols-6 lg:[&>*]:col-span-2',
    count % 3 === 2 && 'lg:[&>:nth-child(-n+2)]:col-span-3',
    count % 3 === 1 && 'lg:[&>:nth-child(-n+4)]:col-span-3',
  ]
    .filter(Boolean)
    .join(' ');
}
