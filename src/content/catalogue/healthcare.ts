/** Consumer healthcare self-test families (000 §3.5): InstaCARE, InstaCHECK, InstaFIND. */
import type { z } from 'zod';
import type { healthcareFamilySchema } from './schema';

const image = (id: string) => ({ src: `/images/products/health-${id}.svg`, width: 480, height: 360 });

export const healthcareFamilyData: z.input<typeof healthcareFamilySchema>[] = [
  {
    id: 'instacare',
    name: 'InstaCARE',
    badge: { en: "Women's health", sv: 'Kvinnohälsa' },
    description: {
      en: "Discreet self-tests for women's health at every stage of life, from planning a family to menopause.",
      sv: 'Diskreta självtester för kvinnors hälsa i livets alla skeden – från familjeplanering till klimakteriet.',
    },
    products: [
      {
        id: 'pregnancy',
        name: { en: 'Pregnancy test', sv: 'Graviditetstest' },
        description: {
          en: 'Early pregnancy test that detects the hCG hormone in urine from the first day of a missed period.',
          sv: 'Tidigt graviditetstest som påvisar hormonet hCG i urinen från första dagen efter utebliven mens.',
        },
        features: [
          { en: 'Over 99% accurate from the expected period', sv: 'Över 99 % säkert från förväntad mens' },
          { en: 'Result in 3 minutes', sv: 'Svar på 3 minuter' },
          { en: 'Clear, easy-to-read result window', sv: 'Tydligt och lättavläst resultatfönster' },
          { en: 'Individually wrapped for hygiene', sv: 'Individuellt förpackat för god hygien' },
        ],
        icon: 'pregnancy',
        image: image('pregnancy'),
      },
      {
        id: 'ovulation',
        name: { en: 'Ovulation test', sv: 'Ägglossningstest' },
        description: {
          en: 'Finds your most fertile days by detecting the LH surge that comes 24–36 hours before ovulation.',
          sv: 'Hittar dina mest fertila dagar genom att påvisa LH-toppen som kommer 24–36 timmar före ägglossningen.',
        },
        features: [
          { en: 'Detects the LH surge reliably', sv: 'Påvisar LH-toppen på ett tillförlitligt sätt' },
          { en: 'Helps you plan conception', sv: 'Hjälper dig att planera graviditet' },
          { en: 'Result in 5 minutes', sv: 'Svar på 5 minuter' },
          { en: 'Several tests per pack for a full cycle', sv: 'Flera tester per förpackning för en hel cykel' },
        ],
        icon: 'ovulation',
        image: image('ovulation'),
      },
      {
        id: 'utitest',
        name: { en: 'Urinary tract infection test', sv: 'Urinvägsinfektionstest' },
        description: {
          en: 'Checks urine for leukocytes and nitrite, the typical signs of a urinary tract infection.',
          sv: 'Kontrollerar urinen för leukocyter och nitrit, de typiska tecknen på urinvägsinfektion.',
        },
        features: [
          { en: 'Tests for leukocytes and nitrite', sv: 'Testar för leukocyter och nitrit' },
          { en: 'Result in 2 minutes', sv: 'Svar på 2 minuter' },
          { en: 'Easy colour comparison', sv: 'Enkel färgjämförelse' },
          { en: 'Helps you decide when to see a doctor', sv: 'Hjälper dig att avgöra när du ska söka vård' },
        ],
        icon: 'urinary-tract',
        image: image('utitest'),
      },
      {
        id: 'vaginalph',
        name: { en: 'Vaginal pH test', sv: 'Vaginalt pH-test' },
        description: {
          en: 'Measures vaginal pH to help tell a bacterial imbalance from a yeast infection.',
          sv: 'Mäter vaginalt pH för att hjälpa dig skilja en bakteriell obalans från en svampinfektion.',
        },
        features: [
          { en: 'Result within 1 minute', sv: 'Svar inom 1 minut' },
          { en: 'Painless swab sampling', sv: 'Smärtfri provtagning med pinne' },
          { en: 'Clear pH colour scale', sv: 'Tydlig pH-färgskala' },
          { en: 'Discreet use at home', sv: 'Diskret användning hemma' },
        ],
        icon: 'vaginal-ph',
        image: image('vaginalph'),
      },
      {
        id: 'menopause',
        name: { en: 'Menopause test (FSH)', sv: 'Klimakterietest (FSH)' },
        description: {
          en: 'Measures the FSH hormone in urine to show whether you may be entering menopause.',
          sv: 'Mäter hormonet FSH i urinen för att visa om du kan vara på väg in i klimakteriet.',
        },
        features: [
          { en: 'Detects elevated FSH levels', sv: 'Påvisar förhöjda FSH-nivåer' },
          { en: 'Result in 5 minutes', sv: 'Svar på 5 minuter' },
          { en: 'Two tests for a reliable picture', sv: 'Två tester för en säkrare bild' },
          { en: 'Support for your talk with a doctor', sv: 'Underlag för samtalet med läkaren' },
        ],
        icon: 'menopause',
        image: image('menopause'),
      },
    ],
  },
  {
    id: 'instacheck',
    name: 'InstaCHECK',
    badge: { en: 'CE certified', sv: 'CE-certifierad' },
    description: {
      en: 'Quick health checks from a drop of blood or a stool sample, so you know when it is time to act.',
      sv: 'Snabba hälsokontroller med en droppe blod eller ett avföringsprov, så att du vet när det är dags att agera.',
    },
    products: [
      {
        id: 'ferritin',
        name: { en: 'Iron deficiency (ferritin)', sv: 'Järnbrist (ferritin)' },
        description: {
          en: 'Measures ferritin, the body’s iron store, from a drop of blood to reveal iron deficiency.',
          sv: 'Mäter ferritin, kroppens järndepå, i en droppe blod för att avslöja järnbrist.',
        },
        features: [
          { en: '99.2% accuracy', sv: '99,2 % tillförlitlighet' },
          { en: 'Result in 10 minutes', sv: 'Svar på 10 minuter' },
          { en: 'Only a drop of blood from the fingertip', sv: 'Bara en droppe blod från fingertoppen' },
          { en: 'Everything needed is in the pack', sv: 'Allt som behövs finns i förpackningen' },
        ],
        icon: 'ferritin',
        image: image('ferritin'),
      },
      {
        id: 'dvitamin',
        name: { en: 'Vitamin D test', sv: 'D-vitamintest' },
        description: {
          en: 'Shows whether your vitamin D level is low – common in the Nordic countries during the dark months.',
          sv: 'Visar om din D-vitaminnivå är låg – vanligt i Norden under den mörka delen av året.',
        },
        features: [
          { en: 'Semi-quantitative result', sv: 'Semikvantitativt resultat' },
          { en: 'Result in 10 minutes', sv: 'Svar på 10 minuter' },
          { en: 'Simple finger-prick sample', sv: 'Enkelt stick i fingret' },
          { en: 'Helps you adjust supplements', sv: 'Hjälper dig att anpassa kosttillskott' },
        ],
        icon: 'vitamin-d',
        image: image('dvitamin'),
      },
      {
        id: 'tsh',
        name: { en: 'Metabolism test (TSH)', sv: 'Ämnesomsättningstest (TSH)' },
        description: {
          en: 'Measures TSH in the blood to spot signs of an underactive thyroid.',
          sv: 'Mäter TSH i blodet för att upptäcka tecken på underfunktion i sköldkörteln.',
        },
        features: [
          { en: 'Screens for an underactive thyroid', sv: 'Screenar för underfunktion i sköldkörteln' },
          { en: 'Result in 10 minutes', sv: 'Svar på 10 minuter' },
          { en: 'Simple finger-prick sample', sv: 'Enkelt stick i fingret' },
          { en: 'Clear result to show your doctor', sv: 'Tydligt resultat att visa din läkare' },
        ],
        icon: 'thyroid',
        image: image('tsh'),
      },
      {
        id: 'fob',
        name: { en: 'Occult blood test', sv: 'Test för dolt blod' },
        description: {
          en: 'Detects hidden blood in the stool, an early warning sign of bowel disease.',
          sv: 'Påvisar dolt blod i avföringen, en tidig varningssignal för sjukdomar i tarmen.',
        },
        features: [
          { en: 'Specific to human haemoglobin', sv: 'Specifikt för mänskligt hemoglobin' },
          { en: 'No dietary restrictions', sv: 'Inga kostrestriktioner' },
          { en: 'Result in 5 minutes', sv: 'Svar på 5 minuter' },
          { en: 'Hygienic sampling tube', sv: 'Hygieniskt provrör' },
        ],
        icon: 'occult-blood',
        image: image('fob'),
      },
    ],
  },
  {
    id: 'instafind',
    name: 'InstaFIND',
    badge: { en: 'Advanced testing', sv: 'Avancerad testning' },
    description: {
      en: 'Advanced rapid tests that find the cause of common infections, so the right treatment can start sooner.',
      sv: 'Avancerade snabbtester som hittar orsaken till vanliga infektioner, så att rätt behandling kan sättas in tidigare.',
    },
    products: [
      {
        id: 'hpylori',
        name: { en: 'Stomach ulcer (H. pylori)', sv: 'Magsår (H. pylori)' },
        description: {
          en: 'Detects Helicobacter pylori, the bacterium behind most stomach ulcers.',
          sv: 'Påvisar Helicobacter pylori, bakterien bakom de flesta magsår.',
        },
        features: [
          { en: 'Detects H. pylori antigen', sv: 'Påvisar H. pylori-antigen' },
          { en: 'Result in 10 minutes', sv: 'Svar på 10 minuter' },
          { en: 'No blood sample needed', sv: 'Inget blodprov behövs' },
          { en: 'Guides the next step with your doctor', sv: 'Vägleder nästa steg tillsammans med läkaren' },
        ],
        icon: 'h-pylori',
        image: image('hpylori'),
      },
      {
        id: 'virustest',
        name: { en: '4-in-1 virus test', sv: '4-i-1 virustest' },
        description: {
          en: 'One nasal swab tells influenza A, influenza B, RSV and COVID-19 apart.',
          sv: 'Ett enda näsprov skiljer mellan influensa A, influensa B, RSV och covid-19.',
        },
        features: [
          { en: 'Four viruses in one test', sv: 'Fyra virus i ett test' },
          { en: 'Result in 15 minutes', sv: 'Svar på 15 minuter' },
          { en: 'Gentle nasal swab', sv: 'Skonsam provtagning i näsan' },
          { en: 'Helps you protect people around you', sv: 'Hjälper dig att skydda människor omkring dig' },
        ],
        icon: 'virus',
        image: image('virustest'),
      },
    ],
  },
];
