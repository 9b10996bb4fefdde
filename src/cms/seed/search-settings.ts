/**
 * The site search's first synonym lines: words visitors use, in either language, for what the
 * site calls otherwise. Editors keep the list (Site › Search) from the searches that found nothing.
 * A term under five letters matches only itself ('UTI' never finds 'utifrån'), so short words
 * that are also common words ('fit', 'rapid') stay out. The lines hold words the site itself never
 * writes (the language guide's 'hemtest', 'egentest' for självtest): they are what visitors type.
 */
export const searchSynonymSeed: readonly string[] = [
  'drug test, drogtest, narkotikatest, knarktest, drug screening',
  'self-test, self test, home test, hemtest, hemmatest, självtest, egentest',
  'pregnancy, graviditet, graviditetstest, gravtest, hCG',
  'ovulation, ägglossning, ägglossningstest, LH',
  'menopause, menopaus, klimakteriet, övergångsåldern, FSH',
  'urinary tract infection, UTI, urinvägsinfektion, UVI, blåskatarr, cystit, cystitis',
  'vaginal pH, vaginalt pH, bakteriell vaginos',
  'iron deficiency, järnbrist, blodbrist, anaemia, anemi',
  'vitamin D, D-vitamin, D-vitaminbrist',
  'thyroid, sköldkörtel, sköldkörteltest, TSH',
  'occult blood, dolt blod, blod i avföringen, avföringsprov',
  'H. pylori, Helicobacter, magsår, stomach ulcer',
  'cannabis, marijuana, marihuana, hash, hasch, weed',
  'cocaine, kokain, koks',
  'amphetamine, amfetamin, speed, tjack',
  'methamphetamine, metamfetamin, meth',
  'opiates, opioids, opiater, opioider, heroin, morfin',
  'benzodiazepines, bensodiazepiner, benso, benzos',
  'ecstasy, MDMA, XTC',
  'alcohol, alkohol, EtG',
  'urine cup, drug test cup, drug cup, urinkopp, urinmugg, testkopp',
  'saliva, saliva test, oral fluid, saliv, salivtest, salivprov',
  'hair test, hair analysis, håranalys, hårprov, hårtest',
  'instructions for use, IFU, package insert, bruksanvisning, bipacksedel',
  'cut-off, cutoff, gränsvärde',
  'CE-marked, CE marking, CE-märkt, CE-märkning',
];
