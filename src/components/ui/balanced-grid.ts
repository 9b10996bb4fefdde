/**
 * Grid columns for a list of cards that never leave a short last row hanging at the left beside
 * empty slots: up to three a row on wide screens and two from 640 px, the last row centred. (Four
 * cards go 2 × 2, then one row of four; two stay at most half a wide page each.) Class strings are written out whole so Tailwind finds them.
 */
export function balancedGrid(count: number): string {
  if (count <= 1) return '';
  if (count === 2) return 'sm:grid-cols-2 lg:mx-auto lg:max-w-4xl';
  if (count === 4) return 'sm:grid-cols-2 xl:grid-cols-4';
  if (count % 3 === 0) return 'sm:grid-cols-2 lg:grid-cols-3';
  return [
    // Two a row: each card two of four columns, a last odd card in the middle two.
    'sm:grid-cols-4 sm:[&>*]:col-span-2 sm:max-lg:[&>:nth-child(2n+1):last-child]:col-start-2',
    // Three a row: two of six columns; a last row of two starts at the second, a lone card at the third.
    'lg:grid-cols-6 lg:[&>:nth-child(3n+1):nth-last-child(2)]:col-start-2 lg:[&>:nth-child(3n+1):last-child]:col-start-3',
  ].join(' ');
}
