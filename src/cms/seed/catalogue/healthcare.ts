/**
 * Consumer healthcare self-test families (000 §3.5): InstaCARE, InstaCHECK, InstaFIND, as first
 * published. A benefit line is a text, or `result`: the time to result written from the product's
 * own minutes, so the card, the home page and the instructions cannot disagree.
 */
import { nbsp } from '@/content/figures';
import type { StoredFamily, StoredFeature } from '@/content/catalogue';
import type { Localized } from '@/i18n/localized';

const image = (id: string) => `/images/products/health-${id}.svg`;
const result: StoredFeature = { kind: 'result' };
const text = (value: Localized): StoredFeature => ({ kind: 'text', text: value });

export const selfTestFamilySeed: StoredFamily[] = [
  {
    key: 'instacare',
    name: 'InstaCARE',
    badge: { en: 'Women’s health', sv: 'Kvinnohälsa' },
    description: {
      en: 'Discreet self-tests for women’s health at every stage of life, from planning a family to menopause.',
      sv: 'Diskreta självtester för kvinnors hälsa i livets alla skeden – från familjeplanering till klimakteriet.',
    },
    products: [
      {
        key: 'pregnancy',
        inMenu: true,
        articleNr: 'HCX301',
        name: { en: 'Pregnancy test', sv: 'Graviditetstest' },
        description: {
          en: 'Early pregnancy test that detects the hormone hCG in urine from the first day of a missed period.',
          sv: 'Tidigt graviditetstest som påvisar hormonet hCG i urinen redan från den dag mensen skulle ha kommit.',
        },
        resultMinutes: 3,
        features: [
          text({ en: 'Over 99% accurate from the day your period is due', sv: `Över 99${nbsp}% träffsäkert från den dag mensen väntas` }),
          result,
          text({ en: 'Clear, easy-to-read result window', sv: 'Tydligt och lättavläst resultatfönster' }),
          text({ en: 'Individually wrapped for hygiene', sv: 'Individuellt förpackat för god hygien' }),
        ],
        icon: 'pregnancy',
        image: image('pregnancy'),
      },
      {
        key: 'ovulation',
        inMenu: true,
        articleNr: 'HCX302',
        name: { en: 'Ovulation test', sv: 'Ägglossningstest' },
        description: {
          en: 'Finds your most fertile days by detecting the LH surge that comes 24–36 hours before ovulation.',
          sv: `Hittar dina mest fertila dagar genom att påvisa LH-toppen, som kommer 24\u2060–\u206036${nbsp}timmar före ägglossningen.`,
        },
        resultMinutes: 5,
        features: [
          text({ en: 'Detects the LH surge reliably', sv: 'Påvisar LH-toppen på ett tillförlitligt sätt' }),
          text({ en: 'Helps you plan a pregnancy', sv: 'Hjälper dig att planera en graviditet' }),
          result,
          text({ en: 'Several tests per pack for a full cycle', sv: 'Flera tester per förpackning för en hel cykel' }),
        ],
        icon: 'ovulation',
        image: image('ovulation'),
      },
      {
        key: 'utitest',
        inMenu: true,
        articleNr: 'HCX303',
        name: { en: 'Urinary tract infection test', sv: 'Urinvägsinfektionstest' },
        description: {
          en: 'Checks urine for leukocytes and nitrite, the typical signs of a urinary tract infection.',
          sv: 'Påvisar vita blodkroppar (leukocyter) och nitrit i urinen – de typiska tecknen på urinvägsinfektion.',
        },
        resultMinutes: 2,
        features: [
          text({ en: 'Detects leukocytes and nitrite', sv: 'Påvisar leukocyter och nitrit' }),
          result,
          text({ en: 'Easy colour comparison', sv: 'Enkel färgjämförelse' }),
          text({ en: 'Helps you decide when to see a doctor', sv: 'Hjälper dig att avgöra när du ska söka vård' }),
        ],
        icon: 'urinary-tract',
        image: image('utitest'),
      },
      {
        key: 'vaginalph',
        inMenu: true,
        articleNr: 'HCX304',
        name: { en: 'Vaginal pH test', sv: 'Vaginalt pH-test' },
        description: {
          en: 'Measures vaginal pH to help you tell a bacterial imbalance from a yeast infection.',
          sv: 'Mäter vaginalt pH och hjälper dig att skilja en bakteriell obalans från en svampinfektion.',
        },
        resultMinutes: 1,
        features: [
          result,
          text({ en: 'Painless swab sampling', sv: 'Smärtfri provtagning med provtagningspinne' }),
          text({ en: 'Clear pH colour scale', sv: 'Tydlig färgskala för pH' }),
          text({ en: 'Discreet use at home', sv: 'Diskret att använda hemma' }),
        ],
        icon: 'vaginal-ph',
        image: image('vaginalph'),
      },
      {
        key: 'menopause',
        inMenu: true,
        articleNr: 'HCX305',
        name: { en: 'Menopause test (FSH)', sv: 'Klimakterietest (FSH)' },
        description: {
          en: 'Measures the hormone FSH in urine to show whether you may be entering menopause.',
          sv: 'Mäter hormonet FSH i urinen och visar om du kan vara på väg in i klimakteriet.',
        },
        resultMinutes: 5,
        features: [
          text({ en: 'Detects raised FSH levels', sv: 'Påvisar förhöjda FSH-nivåer' }),
          result,
          text({ en: 'Two tests for a more reliable picture', sv: 'Två tester för en säkrare bild' }),
          text({ en: 'A basis for your talk with a doctor', sv: 'Underlag för samtalet med läkaren' }),
        ],
        icon: 'menopause',
        image: image('menopause'),
      },
    ],
  },
  {
    key: 'instacheck',
    name: 'InstaCHECK',
    badge: { en: 'Health checks', sv: 'Hälsokontroller' },
    description: {
      en: 'Quick health checks from a drop of blood or a stool sample, so you know when it is time to act.',
      sv: 'Snabba hälsokontroller med en droppe blod eller ett avföringsprov, så att du vet när det är dags att söka vård.',
    },
    products: [
      {
        key: 'ferritin',
        inMenu: true,
        articleNr: 'HCX311',
        name: { en: 'Iron deficiency test (ferritin)', sv: 'Järnbristtest (ferritin)' },
        description: {
          en: 'Measures ferritin, the body’s iron store, in a drop of blood to show whether you may be iron deficient.',
          sv: 'Mäter ferritin, ett mått på kroppens järnförråd, i en droppe blod och visar om du kan ha järnbrist.',
        },
        resultMinutes: 10,
        features: [
          text({ en: '{ferritinAccuracyPercent} accuracy', sv: '{ferritinAccuracyPercent} träffsäkerhet' }),
          result,
          text({ en: 'Only a drop of blood from the fingertip', sv: 'Bara en droppe blod från fingertoppen' }),
          text({ en: 'Everything you need is in the pack', sv: 'Allt du behöver finns i förpackningen' }),
        ],
        icon: 'ferritin',
        image: image('ferritin'),
      },
      {
        key: 'dvitamin',
        inMenu: true,
        articleNr: 'HCX312',
        name: { en: 'Vitamin D test', sv: 'D-vitamintest' },
        description: {
          en: 'Shows whether your vitamin D level is low – common in the Nordic countries during the dark months.',
          sv: 'Visar om din D-vitaminnivå är låg – vanligt i Norden under den mörka delen av året.',
        },
        resultMinutes: 10,
        features: [
          text({ en: 'Semi-quantitative result', sv: 'Semikvantitativt resultat' }),
          result,
          text({ en: 'Simple finger-prick sample', sv: 'Enkelt stick i fingret' }),
          text({ en: 'Helps you adjust supplements', sv: 'Hjälper dig att anpassa ditt intag av kosttillskott' }),
        ],
        icon: 'vitamin-d',
        image: image('dvitamin'),
      },
      {
        key: 'tsh',
        inMenu: true,
        articleNr: 'HCX313',
        // One name for one test: the thyroid is what TSH tells about (000 §3.5 also says 'thyroid (TSH)').
        name: { en: 'Thyroid test (TSH)', sv: 'Sköldkörteltest (TSH)' },
        description: {
          en: 'Measures TSH in the blood to spot signs of an underactive thyroid.',
          sv: 'Mäter TSH i blodet och upptäcker tecken på att sköldkörteln är underaktiv.',
        },
        resultMinutes: 10,
        features: [
          text({ en: 'Screens for an underactive thyroid', sv: 'Visar tecken på underfunktion i sköldkörteln' }),
          result,
          text({ en: 'Simple finger-prick sample', sv: 'Enkelt stick i fingret' }),
          text({ en: 'Clear result to show your doctor', sv: 'Tydligt resultat att visa din läkare' }),
        ],
        icon: 'thyroid',
        image: image('tsh'),
      },
      {
        key: 'fob',
        inMenu: true,
        articleNr: 'HCX314',
        name: { en: 'Occult blood test', sv: 'Test för dolt blod' },
        description: {
          en: 'Detects hidden blood in the stool, an early warning sign of bowel disease.',
          sv: 'Påvisar dolt blod i avföringen, en tidig varningssignal för sjukdomar i tarmen.',
        },
        resultMinutes: 5,
        features: [
          text({ en: 'Specific to human haemoglobin', sv: 'Specifikt för mänskligt hemoglobin' }),
          text({ en: 'No dietary restrictions', sv: 'Inga kostrestriktioner före testet' }),
          result,
          text({ en: 'Hygienic sampling tube', sv: 'Hygieniskt provrör' }),
        ],
        icon: 'occult-blood',
        image: image('fob'),
      },
    ],
  },
  {
    key: 'instafind',
    name: 'InstaFIND',
    badge: { en: 'Infections', sv: 'Infektioner' },
    description: {
      en: 'Advanced rapid tests that find the cause of common infections, so the right treatment can start sooner.',
      sv: 'Avancerade snabbtester som hittar orsaken till vanliga infektioner, så att rätt behandling kan sättas in tidigare.',
    },
    products: [
      {
        key: 'hpylori',
        inMenu: true,
        articleNr: 'HCX321',
        name: { en: 'Stomach ulcer test (H. pylori)', sv: 'Magsårstest (H. pylori)' },
        description: {
          en: 'Detects Helicobacter pylori, the bacterium behind most stomach ulcers.',
          sv: 'Påvisar Helicobacter pylori, bakterien bakom de flesta magsår.',
        },
        resultMinutes: 10,
        features: [
          text({ en: 'Detects H. pylori antigen', sv: 'Påvisar antigen från H. pylori' }),
          result,
          text({ en: 'No blood sample needed', sv: 'Inget blodprov behövs' }),
          text({ en: 'Guides the next step with your doctor', sv: 'Underlag för nästa steg tillsammans med läkaren' }),
        ],
        icon: 'h-pylori',
        image: image('hpylori'),
      },
      {
        key: 'virustest',
        inMenu: true,
        articleNr: 'HCX322',
        name: { en: '4-in-1 virus test', sv: '4-i-1-virustest' },
        description: {
          en: 'One nasal swab tells influenza A, influenza B, RSV and COVID-19 apart.',
          sv: 'Ett enda näsprov visar om det är influensa A, influensa B, RSV eller covid-19.',
        },
        resultMinutes: 15,
        features: [
          text({ en: 'Four viruses in one test', sv: 'Fyra virus i ett test' }),
          result,
          text({ en: 'Gentle nasal swab', sv: 'Skonsam provtagning i näsan' }),
          text({ en: 'Helps you protect the people around you', sv: 'Hjälper dig att skydda människorna omkring dig' }),
        ],
        icon: 'virus',
        image: image('virustest'),
      },
    ],
  },
];
