import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  normalizeQuery,
  search,
  type ExcerptPart,
  type SearchDocument,
  type SearchLocale,
  type SearchResultType,
  type SynonymGroup,
} from '@/lib/search/engine';

const longBody = (filler: string, middle: string, times: number) => `${Array.from({ length: times }, () => filler).join(' ')} ${middle} ${Array.from({ length: times }, () => filler).join(' ')}`;

const english: SearchDocument[] = [
  {
    id: 'en-multi17',
    type: 'article',
    locale: 'en',
    url: '/en/articles/drx194',
    title: 'Multi-17 drug test cup',
    articleNumber: 'DRX194-CE25',
    keywords: ['THC', 'cannabis', 'cocaine', 'amphetamine'],
    description: 'A urine cup that screens for 17 drugs in one sample, read in five minutes.',
    body: 'Screw the lid on, wait five minutes and read the panels. Each panel shows one substance.',
  },
  {
    id: 'en-multi6',
    type: 'article',
    locale: 'en',
    url: '/en/articles/drx206',
    title: 'Multi-6 dip card',
    articleNumber: 'DRX206-CE10',
    keywords: ['THC', 'opiates'],
    description: 'A dip card for six substances in urine.',
  },
  {
    id: 'en-ifu-multi17',
    type: 'instructions',
    locale: 'en',
    url: '/en/instructions/drx194',
    title: 'Instructions for use: Multi-17 cup',
    description: 'How to collect the sample, read the result and store the cup.',
    pdfUrl: '/documents/drx194-ifu-en.pdf',
  },
  {
    id: 'en-compare',
    type: 'page',
    locale: 'en',
    url: '/en/compare',
    title: 'DRX194-CE25 or DRX194 in a box: DRX194-CE25 compared',
    body: 'DRX194-CE25 and DRX194 compared with DRX194-CE25 for the lab. DRX194-CE25 DRX194-CE25 DRX194-CE25.',
  },
  {
    id: 'en-ferritin',
    type: 'product',
    locale: 'en',
    url: '/en/products/ferritin',
    title: 'Ferritin self-test',
    description: 'A home test for iron deficiency that measures ferritin in a drop of blood.',
  },
  {
    id: 'en-workplace',
    type: 'page',
    locale: 'en',
    url: '/en/workplace',
    title: 'Drug testing at the workplace',
    description: 'Employers test staff for cocaine and other drugs.',
    headings: ['Policy', 'Sampling'],
    body: 'A clear policy comes first. Then the sample.',
  },
  {
    id: 'en-cocaine',
    type: 'page',
    locale: 'en',
    url: '/en/substances/cocaine',
    title: 'Cocaine',
    description: 'A stimulant, found in urine for two to four days.',
  },
  {
    id: 'en-cafe',
    type: 'page',
    locale: 'en',
    url: '/en/cafe',
    title: 'Café lecture on screening',
    description: 'A talk held in a cafe near the office.',
  },
  {
    id: 'en-reykjavik',
    type: 'page',
    locale: 'en',
    url: '/en/reykjavik',
    title: 'Our partner in Reykjavík',
    description: 'A distributor for Iceland.',
  },
  {
    id: 'en-news',
    type: 'news',
    locale: 'en',
    url: 'https://press.example.com/oslo',
    title: 'Rapid Diagnostics opens an office in Oslo',
    description: 'The new office serves Norway.',
    date: '2025-03-14',
  },
  {
    id: 'en-long',
    type: 'page',
    locale: 'en',
    url: '/en/history',
    title: 'Company history',
    body: longBody('Over the years the company grew steadily and hired more staff in every region it served.', 'In 2019 the first Ferritin product shipped.', 6),
  },
  {
    id: 'en-self',
    type: 'page',
    locale: 'en',
    url: '/en/self-service',
    title: 'Self service portal',
    description: 'Order online and follow your delivery.',
  },
];

const swedish: SearchDocument[] = [
  {
    id: 'sv-multi17',
    type: 'article',
    locale: 'sv',
    url: '/sv/artiklar/drx194',
    title: 'Multi-17 drogtest',
    articleNumber: 'DRX194-CE25',
    keywords: ['THC', 'cannabis', 'kokain'],
    description: 'En urinkopp som påvisar 17 droger i ett prov, avläst efter fem minuter.',
  },
  {
    id: 'sv-pregnancy',
    type: 'page',
    locale: 'sv',
    url: '/sv/graviditetstest',
    title: 'Graviditetstest',
    description: 'Ett snabbt test för hemmabruk.',
    body: 'Vissa Läkemedel kan påverka resultatet. Fråga apoteket om du är osäker.',
  },
  {
    id: 'sv-sampling',
    type: 'page',
    locale: 'sv',
    url: '/sv/provtagning',
    title: 'Provtagning',
    description: 'Så samlar du in provet i urinkoppar och märker dem.',
  },
  {
    id: 'sv-ferritin',
    type: 'product',
    locale: 'sv',
    url: '/sv/produkter/ferritin',
    title: 'Ferritin självtest',
    description: 'Mäter ferritin i en droppe blod.',
  },
  {
    id: 'sv-saliva',
    type: 'product',
    locale: 'sv',
    url: '/sv/produkter/saliv',
    title: 'Salivtest för droger',
    description: 'Provet tas med en pinne i munnen: saliv i stället för urin.',
  },
  {
    id: 'sv-salvia',
    type: 'page',
    locale: 'sv',
    url: '/sv/salvia',
    title: 'Salvia divinorum',
    description: 'En växt som inte fångas av vanliga tester.',
  },
  {
    id: 'sv-malmo',
    type: 'page',
    locale: 'sv',
    url: '/sv/malmo',
    title: 'Kontoret i Malmo',
    description: 'Vårt kontor ligger nära stationen.',
  },
  {
    id: 'sv-workplace',
    type: 'page',
    locale: 'sv',
    url: '/sv/arbetsplats',
    title: 'Drogtester på arbetsplatsen',
    description: 'Arbetsgivare testar personal för kokain och andra droger.',
  },
  {
    id: 'sv-news',
    type: 'news',
    locale: 'sv',
    url: '/sv/nyheter/goteborg',
    title: 'Nytt kontor i Göteborg',
    description: 'Kontoret öppnar i april.',
    date: '2025-04-01',
  },
  {
    id: 'sv-ifu',
    type: 'instructions',
    locale: 'sv',
    url: '/sv/bruksanvisningar/drx194',
    title: 'Bruksanvisning Multi-17',
    description: 'Så tar du provet och läser av resultatet.',
    pdfUrl: '/documents/drx194-ifu-sv.pdf',
  },
  {
    id: 'sv-blood',
    type: 'page',
    locale: 'sv',
    url: '/sv/blodprov',
    title: 'Om blod',
    description: 'Ett prov från fingret räcker.',
  },
  {
    id: 'sv-faq',
    type: 'page',
    locale: 'sv',
    url: '/sv/fragor',
    title: 'Vanliga frågor',
    description: 'Svar om leveranser, fakturor och reklamationer.',
  },
];

const synonyms: SynonymGroup[] = [
  ['drug test', 'drogtest'],
  ['self-test', 'hemtest', 'självtest'],
  ['pregnancy', 'graviditet'],
];

const documents = [...english, ...swedish];
const index = buildSearchIndex(documents, { synonyms });
const withoutSynonyms = buildSearchIndex(documents);

const ids = (query: string, locale: SearchLocale) => search(index, query, locale).results.map((result) => result.id);
const scoreOf = (query: string, locale: SearchLocale, id: string) => search(index, query, locale).results.find((result) => result.id === id)?.score;
const result = (query: string, locale: SearchLocale, id: string) => {
  const found = search(index, query, locale).results.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`'${query}' did not find ${id}`);
  return found;
};
const marked = (parts: readonly ExcerptPart[]) => parts.filter((part) => part.match).map((part) => part.text);
const joined = (parts: readonly ExcerptPart[]) => parts.map((part) => part.text).join('');

describe('search engine: words', () => {
  it('stems Swedish: an inflected query finds the base form and back', () => {
    expect(ids('drogtester', 'sv')).toContain('sv-multi17');
    expect(marked(result('drogtester', 'sv', 'sv-multi17').titleParts)).toEqual(['drogtest']);
    // The plural scores like the singular: an exact match, not a compound prefix.
    expect(scoreOf('drogtester', 'sv', 'sv-multi17')).toBe(scoreOf('drogtest', 'sv', 'sv-multi17'));
    // The plural in the text is found by the singular ('Drogtester på arbetsplatsen').
    expect(ids('drogtest', 'sv')).toEqual(expect.arrayContaining(['sv-multi17', 'sv-workplace']));
    expect(marked(result('drogtest', 'sv', 'sv-workplace').titleParts)).toEqual(['Drogtester']);
  });

  it('stems English: the plural scores like the singular (an exact match, not a typo)', () => {
    expect(ids('tests', 'en')).toContain('en-multi17');
    expect(scoreOf('tests', 'en', 'en-multi17')).toBe(scoreOf('test', 'en', 'en-multi17'));
    expect(scoreOf('drugs', 'en', 'en-multi17')).toBe(scoreOf('drug', 'en', 'en-multi17'));
  });

  it('folds diacritics both ways, as exact matches', () => {
    // Query without, text with.
    expect(ids('lakemedel', 'sv')).toEqual(['sv-pregnancy']);
    expect(scoreOf('lakemedel', 'sv', 'sv-pregnancy')).toBe(scoreOf('läkemedel', 'sv', 'sv-pregnancy'));
    expect(ids('reykjavik', 'en')).toEqual(['en-reykjavik']);
    // Query with, text without.
    expect(ids('Malmö', 'sv')).toEqual(['sv-malmo']);
    expect(scoreOf('Malmö', 'sv', 'sv-malmo')).toBe(scoreOf('malmo', 'sv', 'sv-malmo'));
    // Both written in the same document.
    expect(scoreOf('cafe', 'en', 'en-cafe')).toBe(scoreOf('café', 'en', 'en-cafe'));
    expect(ids('göteborg', 'sv')).toEqual(ids('goteborg', 'sv'));
    expect(ids('goteborg', 'sv')).toEqual(['sv-news']);
  });

  it('marks the word as written, with its case and diacritics', () => {
    expect(marked(result('lakemedel', 'sv', 'sv-pregnancy').excerpt)).toEqual(['Läkemedel']);
    expect(marked(result('cafe', 'en', 'en-cafe').titleParts)).toEqual(['Café']);
  });

  it('finds the compound a query word begins, below an exact match', () => {
    expect(ids('graviditet', 'sv')).toEqual(['sv-pregnancy']);
    expect(marked(result('graviditet', 'sv', 'sv-pregnancy').titleParts)).toEqual(['Graviditetstest']);
    expect(ids('koka', 'sv')).toEqual(expect.arrayContaining(['sv-multi17', 'sv-workplace']));
    expect(ids('urinkopp', 'sv')).toEqual(expect.arrayContaining(['sv-sampling', 'sv-multi17']));
    expect(ids('ferr', 'en')).toEqual(expect.arrayContaining(['en-ferritin']));
    expect(scoreOf('graviditet', 'sv', 'sv-pregnancy')!).toBeLessThan(scoreOf('graviditetstest', 'sv', 'sv-pregnancy')!);
    // Two characters are too few to stand for a compound.
    expect(ids('gr', 'sv')).toEqual([]);
    expect(ids('gra', 'sv')).toEqual(['sv-pregnancy']);
  });

  it('forgives one typo from five letters, below a prefix match', () => {
    expect(ids('kokian', 'sv')).toEqual(expect.arrayContaining(['sv-multi17', 'sv-workplace']));
    expect(ids('ferritn', 'en')).toEqual(['en-ferritin', 'en-long']);
    expect(ids('Cocaien', 'en')).toContain('en-cocaine');
    // A transposition, an insertion.
    expect(ids('salvi', 'sv')).toContain('sv-salvia');
    expect(ids('bllod', 'sv')).toEqual(['sv-blood', 'sv-ferritin']);
    expect(scoreOf('ferritn', 'en', 'en-ferritin')!).toBeLessThan(scoreOf('ferrit', 'en', 'en-ferritin')!);
    expect(marked(result('kokian', 'sv', 'sv-workplace').excerpt)).toEqual(['kokain']);
  });

  it('never forgives a typo in a shorter word, nor where the word is found as written', () => {
    // 'blod' with its letters swapped: four letters.
    expect(ids('bold', 'sv')).toEqual([]);
    expect(ids('iorn', 'en')).toEqual([]);
    // 'saliv' is in the text, so 'salvi…' (Salvia, one swap away) is not offered for it.
    expect(ids('saliv', 'sv')).toEqual(['sv-saliva']);
    // Two typos are too many.
    expect(ids('kokiam', 'sv')).toEqual([]);
  });

  it('ignores stop words unless the query holds nothing else', () => {
    const plain = search(index, 'cocaine', 'en').results.map(({ id, score }) => ({ id, score }));
    expect(search(index, 'the cocaine', 'en').results.map(({ id, score }) => ({ id, score }))).toEqual(plain);
    expect(search(index, 'cocaine and the', 'en').results.map(({ id, score }) => ({ id, score }))).toEqual(plain);
    // Some cocaine documents do not say 'the': as a word to match it would change the results.
    expect(ids('cocaine', 'en')).toContain('en-cocaine');
    expect(search(index, 'kokain för', 'sv').results).toEqual(search(index, 'kokain', 'sv').results);
    // Only stop words: they are searched for.
    expect(ids('the', 'en')).toEqual(expect.arrayContaining(['en-workplace', 'en-news']));
    expect(ids('the', 'en')).not.toContain('en-cocaine');
    expect(ids('och', 'sv')).toEqual(expect.arrayContaining(['sv-faq', 'sv-workplace']));
    expect(ids('och', 'sv')).not.toContain('sv-blood');
  });
});

describe('search engine: article numbers', () => {
  it('finds an article by its number with or without the cut-off suffix, first', () => {
    for (const query of ['DRX194', 'drx194', 'DRX194-CE25', 'drx194-ce25', 'DRX194CE25', 'drx 194']) {
      expect(ids(query, 'en')[0], query).toBe('en-multi17');
    }
    expect(ids('DRX206', 'en')[0]).toBe('en-multi6');
  });

  it('puts the exact article number above a page that repeats it everywhere', () => {
    const results = search(index, 'DRX194-CE25', 'en').results;
    expect(results.map((found) => found.id)).toEqual(['en-multi17', 'en-compare']);
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score * 10);
    expect(results[0]!.articleNumber).toBe('DRX194-CE25');
  });

  it('puts the exact article number above a longer number it begins', () => {
    const kits = buildSearchIndex([
      { id: 'kit', type: 'article', locale: 'en', url: '/kit', title: 'DRX194-CE25 kit: five DRX194-CE25 cups', articleNumber: 'DRX194-CE25-KIT' },
      { id: 'cup', type: 'article', locale: 'en', url: '/cup', title: 'Multi-17 cup', articleNumber: 'DRX194-CE25' },
    ]);
    expect(search(kits, 'DRX194-CE25', 'en').results.map((found) => found.id)).toEqual(['cup', 'kit']);
    expect(search(kits, 'drx194ce25kit', 'en').results.map((found) => found.id)).toEqual(['kit']);
    // The number asked for as a whole is marked in the text by its parts.
    expect(marked(search(kits, 'drx194ce25kit', 'en').results[0]!.titleParts)).toEqual(['DRX194', 'CE25', 'kit', 'DRX194', 'CE25']);
  });

  it('matches an article number exactly only', () => {
    // 'drx' begins the number but is not a part of it: the prefix rule does not reach the number.
    expect(ids('drx', 'en')).toEqual(['en-compare']);
    expect(ids('ce2', 'en')).toEqual(['en-compare']);
  });
});

describe('search engine: languages', () => {
  it('returns only documents in the language asked for', () => {
    expect(ids('Multi-17', 'en')).toEqual(expect.arrayContaining(['en-multi17', 'en-ifu-multi17']));
    expect(ids('Multi-17', 'en').every((id) => id.startsWith('en-'))).toBe(true);
    expect(ids('DRX194', 'sv')).toEqual(['sv-multi17']);
    expect(ids('drogtest', 'en')).not.toContain('sv-multi17');
    expect(ids('ferritin', 'sv')).toEqual(['sv-ferritin']);
  });
});

describe('search engine: synonyms', () => {
  it('finds a word through its synonym in the other language, by compound prefix', () => {
    expect(ids('pregnancy', 'sv')).toEqual(['sv-pregnancy']);
    expect(ids('pregnancy', 'sv')).toEqual(search(index, 'graviditet', 'sv').results.map((found) => found.id));
    expect(search(withoutSynonyms, 'pregnancy', 'sv').total).toBe(0);
    expect(marked(result('pregnancy', 'sv', 'sv-pregnancy').titleParts)).toEqual(['Graviditetstest']);
  });

  it('finds one synonym by another in the same language', () => {
    expect(ids('hemtest', 'sv')).toEqual(['sv-ferritin']);
    expect(ids('hemtester', 'sv')).toEqual(['sv-ferritin']);
    expect(search(withoutSynonyms, 'hemtest', 'sv').total).toBe(0);
    expect(marked(result('hemtest', 'sv', 'sv-ferritin').titleParts)).toEqual(['självtest']);
  });

  it('needs every word of a multi-word alternative in the same document', () => {
    // 'self-test' is met by 'Ferritin self-test' only: 'Self service portal' has 'self', 'Drug testing …' has 'test'.
    expect(ids('hemtest', 'en')).toEqual(['en-ferritin']);
    expect(marked(result('hemtest', 'en', 'en-ferritin').titleParts)).toEqual(['self', 'test']);
  });

  it('reads a multi-word query term as one slot', () => {
    // 'drug test' is a term of a group: in Swedish it finds 'drogtest' though neither 'drug' nor 'test' is in the title.
    expect(ids('drug test', 'sv')).toContain('sv-multi17');
    expect(search(withoutSynonyms, 'drug test', 'sv').results.map((found) => found.id)).not.toContain('sv-multi17');
    expect(ids('drug tests', 'sv')).toContain('sv-multi17');
    // A synonym alternative scores below the words as typed.
    expect(scoreOf('drogtest', 'sv', 'sv-multi17')!).toBeGreaterThan(scoreOf('drug test', 'sv', 'sv-multi17')!);
  });

  it('keeps the other query words required beside a synonym slot', () => {
    expect(ids('drogtest kokain', 'sv')).toContain('sv-multi17');
    expect(ids('drug test cocaine', 'en').sort()).toEqual(['en-multi17', 'en-workplace']);
    // 'cup' must be there too: the instructions have it but not 'drug test', the workplace page the other way round.
    expect(ids('drug test cup', 'en')).toEqual(['en-multi17']);
  });
});

describe('search engine: matching all words', () => {
  it('needs every query word in a document when some document has them all', () => {
    expect(ids('cocaine cup', 'en')).toEqual(['en-multi17']);
    expect(ids('cocaine', 'en')).toEqual(expect.arrayContaining(['en-multi17', 'en-cocaine', 'en-workplace']));
  });

  it('falls back to the documents that match the most query words', () => {
    // No document has both: each that has one is offered.
    expect(ids('ferritin opiates', 'en').sort()).toEqual(['en-ferritin', 'en-long', 'en-multi6']);
    // The article has two of the three: the ferritin documents, with one, are left out.
    expect(ids('cup cannabis ferritin', 'en')).toEqual(['en-multi17']);
    // A single word that matches nothing finds nothing.
    expect(search(index, 'zebra', 'en').total).toBe(0);
  });
});

describe('search engine: ranking', () => {
  const tieTypes: SearchResultType[] = ['news', 'page', 'instructions', 'product', 'article'];
  const tieIndex = buildSearchIndex([
    ...tieTypes.map((type): SearchDocument => ({ id: type, type, locale: 'en', url: `/${type}`, title: 'Kit', body: 'A kit for the lab.' })),
    { id: 'beta', type: 'page', locale: 'en', url: '/beta', title: 'Beta kit', body: 'A kit for the lab.' },
    { id: 'alpha', type: 'page', locale: 'en', url: '/alpha', title: 'Alpha kit', body: 'A kit for the lab.' },
    { id: 'long', type: 'page', locale: 'en', url: '/long', title: 'Gamma delta epsilon kit', body: 'A kit for the lab.' },
    { id: 'body-only', type: 'article', locale: 'en', url: '/body', title: 'Something else', body: 'A kit for the lab, and another kit.' },
  ]);

  it('ranks a title that is the query first, then shorter titles, and breaks ties by type, then by title', () => {
    expect(search(tieIndex, 'kit', 'en').results.map((found) => found.id)).toEqual([
      'article',
      'product',
      'instructions',
      'page',
      'news',
      'alpha',
      'beta',
      'long',
      'body-only',
    ]);
  });

  it('lets a short synonym match whole words only, a long one also the words it begins', () => {
    const synonymIndex = buildSearchIndex(
      [
        { id: 'uti', type: 'article', locale: 'sv', url: '/u', title: 'Urinvägsinfektionstest' },
        { id: 'outside', type: 'page', locale: 'sv', url: '/o', title: 'Sett utifrån' },
        { id: 'short', type: 'page', locale: 'sv', url: '/s', title: 'UTI i korthet' },
      ],
      { synonyms: [['UTI', 'urinvägsinfektion']] },
    );
    expect(search(synonymIndex, 'urinvägsinfektion', 'sv').results.map((found) => found.id).sort()).toEqual(['short', 'uti']);
    expect(search(synonymIndex, 'UTI', 'sv').results.map((found) => found.id).sort()).toEqual(['short', 'uti']);
  });

  it('lets a document count less than others that match as well (boost)', () => {
    const boosted = buildSearchIndex([
      { id: 'instructions', type: 'instructions', locale: 'en', url: '/i', title: 'Instructions for use: ferritin test', body: 'Ferritin. Ferritin. Ferritin.', boost: 0.4 },
      { id: 'article', type: 'article', locale: 'en', url: '/a', title: 'Ferritin test kit' },
    ]);
    expect(search(boosted, 'ferritin', 'en').results.map((found) => found.id)).toEqual(['article', 'instructions']);
    const unboosted = buildSearchIndex([
      { id: 'instructions', type: 'instructions', locale: 'en', url: '/i', title: 'Instructions for use: ferritin test', body: 'Ferritin. Ferritin. Ferritin.' },
      { id: 'article', type: 'article', locale: 'en', url: '/a', title: 'Ferritin test kit' },
    ]);
    expect(search(unboosted, 'ferritin', 'en').results.map((found) => found.id)).toEqual(['instructions', 'article']);
  });

  it('weighs the title above the description and the body', () => {
    expect(ids('ferritin', 'en')).toEqual(['en-ferritin', 'en-long']);
    // Title 6, keywords 5, description 2.
    expect(ids('cocaine', 'en')).toEqual(['en-cocaine', 'en-multi17', 'en-workplace']);
    // Headings 2.5 above body 1.
    expect(ids('policy', 'en')).toEqual(['en-workplace']);
  });

  it('honours the limit and counts every match', () => {
    const response = search(index, 'the', 'en', { limit: 2 });
    expect(response.results).toHaveLength(2);
    expect(response.total).toBeGreaterThan(2);
    expect(response.query).toBe('the');
  });
});

describe('search engine: results', () => {
  it('passes the document fields through', () => {
    const instructions = result('instructions', 'en', 'en-ifu-multi17');
    expect(instructions).toMatchObject({ type: 'instructions', url: '/en/instructions/drx194', pdfUrl: '/documents/drx194-ifu-en.pdf' });
    expect(result('oslo', 'en', 'en-news')).toMatchObject({ type: 'news', date: '2025-03-14', url: 'https://press.example.com/oslo' });
    expect(result('oslo', 'en', 'en-news')).not.toHaveProperty('articleNumber');
  });

  it('splits the title into parts with the matched words marked, as plain text', () => {
    expect(result('drug tests', 'en', 'en-multi17').titleParts).toEqual([
      { text: 'Multi-17 ', match: false },
      { text: 'drug', match: true },
      { text: ' ', match: false },
      { text: 'test', match: true },
      { text: ' cup', match: false },
    ]);
    const title = result('cafe', 'en', 'en-cafe').titleParts;
    expect(joined(title)).toBe('Café lecture on screening');
  });

  it('cuts the excerpt around the matched words at word boundaries, about 200 characters long', () => {
    const history = english.find((document) => document.id === 'en-long')!.body!;
    const excerpt = result('ferritin', 'en', 'en-long').excerpt;
    const text = joined(excerpt);
    expect(marked(excerpt)).toEqual(['Ferritin']);
    expect(text.length).toBeGreaterThanOrEqual(160);
    expect(text.length).toBeLessThanOrEqual(222);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    const inner = text.slice(1, -1);
    const at = history.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    // Whole words: a space before the passage and after it.
    expect(history[at - 1]).toBe(' ');
    expect(history[at + inner.length]).toMatch(/[\s.]/u);
    expect(inner).not.toMatch(/^\s|\s$/u);
  });

  it('takes the passage with the most matched words', () => {
    const body = `${longBody('Nothing to see in this sentence at all.', 'Ferritin once.', 4)} Then ferritin and iron and blood together. ${longBody('Filler words.', '', 10)}`;
    const local = buildSearchIndex([{ id: 'x', type: 'page', locale: 'en', url: '/x', title: 'X', body }]);
    const excerpt = search(local, 'ferritin iron blood', 'en').results[0]!.excerpt;
    expect(marked(excerpt)).toEqual(['ferritin', 'iron', 'blood']);
  });

  it('collapses whitespace in an excerpt but keeps the no-break space between a figure and its unit', () => {
    const local = buildSearchIndex([{ id: 'z', type: 'page', locale: 'sv', url: '/z', title: 'Z', body: 'Kokain\n\n150\u00a0ng/ml   i urin' }]);
    expect(joined(search(local, 'kokain', 'sv').results[0]!.excerpt)).toBe('Kokain 150\u00a0ng/ml i urin');
  });

  it('shows the start of the description when the match is elsewhere', () => {
    const excerpt = result('cannabis', 'en', 'en-multi17').excerpt;
    expect(excerpt).toEqual([{ text: 'A urine cup that screens for 17 drugs in one sample, read in five minutes.', match: false }]);
    const long = buildSearchIndex([{ id: 'y', type: 'page', locale: 'en', url: '/y', title: 'Y', keywords: ['zebra'], body: longBody('Words and more words here.', '', 20) }]);
    const fallback = joined(search(long, 'zebra', 'en').results[0]!.excerpt);
    expect(fallback.startsWith('Words and more')).toBe(true);
    expect(fallback.endsWith('…')).toBe(true);
    expect(fallback.length).toBeLessThanOrEqual(222);
  });
});

describe('search engine: queries', () => {
  it('answers an empty query with nothing', () => {
    for (const query of ['', '   ', '?!- …', '\n\t']) expect(search(index, query, 'en')).toEqual({ query, total: 0, results: [] });
  });

  it('normalises a query for analytics', () => {
    expect(normalizeQuery('  Drug   TEST\n cup ')).toBe('drug test cup');
    expect(normalizeQuery('Läkemedel')).toBe('läkemedel');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery('')).toBe('');
    const long = normalizeQuery(`${'word '.repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.startsWith('word word')).toBe(true);
    expect(long).toBe(long.trim());
  });

  it('builds a few hundred documents and answers a thousand queries', () => {
    const words = ['drogtest', 'urin', 'kokain', 'läkemedel', 'graviditet', 'saliv', 'provtagning', 'resultat', 'arbetsplats', 'ferritin', 'blod', 'kontroll'];
    const text = (seed: number, count: number) => Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 13) % words.length]).join(' ');
    const generated = Array.from(
      { length: 400 },
      (_, i): SearchDocument => ({
        id: `doc-${i}`,
        type: 'page',
        locale: i % 2 === 0 ? 'sv' : 'en',
        url: `/doc/${i}`,
        title: `${text(i, 3)} ${i}`,
        articleNumber: `DRX${i}-CE25`,
        description: text(i + 1, 30),
        body: text(i + 2, 1500),
      }),
    );
    const big = buildSearchIndex(generated, { synonyms });
    const queries = ['drogtest', 'kokian urin', 'lakemedel', 'DRX194', 'graviditet test', 'drug test', 'ferritn', 'prov', 'blod resultat', 'zebra'];
    let found = 0;
    for (let i = 0; i < 1000; i++) found += search(big, queries[i % queries.length]!, i % 2 === 0 ? 'sv' : 'en').total;
    expect(found).toBeGreaterThan(0);
    const response = search(big, 'urin', 'sv');
    expect(response.total).toBe(200);
    expect(response.results).toHaveLength(20);
  });
});
