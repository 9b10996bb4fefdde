/**
 * The site search's first synonym lines: words visitors use, in either language, for what the
 * site calls otherwise. Editors keep the list (Site › Search) from the searches that found nothing.
 */
export const searchSynonymSeed: readonly string[] = [
  'drug test, drogtest, narkotikatest, drug screening',
  'self-test, self test, home test, hemtest, självtest',
  'pregnancy, graviditet',
  'ovulation, ägglossning',
  'menopause, klimakteriet, övergångsåldern',
  'urinary tract infection, UTI, urinvägsinfektion',
  'vitamin D, D-vitamin',
  'thyroid, sköldkörtel',
  'cannabis, marijuana, hash, hasch',
  'cocaine, kokain',
  'amphetamine, amfetamin',
  'urine cup, drug test cup, urinkopp, testkopp',
  'saliva, oral fluid, saliv',
  'instructions for use, IFU, bruksanvisning',
  'cut-off, gränsvärde',
];
