import { z } from 'zod';
import { E, S, figures, figure } from '@/content/marketing-figures';
import { nbsp } from '@/content/figures';
import {
  actionSchema,
  defineContent,
  faqItemSchema,
  featureSchema,
  localizedSchema,
  pageMetaSchema,
  statSchema,
  stepSchema,
} from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The InstaCLEAR landing page (001 §2 'Rapid saliva test page'), sections in the spec's order:
 * hero, lead form, benefits, social proof, whitepaper promo, how it works, FAQ, call to action.
 * The same record feeds the whitepaper PDF (src/documents/instaclear-whitepaper.tsx), so the
 * page and the PDF state the same figures. `formAnchor` is where every 'scroll to the form'
 * button points.
 */
export const instaclearFormAnchor = 'whitepaper-form';
const toForm = `#${instaclearFormAnchor}` as const;

const instaclearPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, actions: z.array(actionSchema).length(2), stats: z.array(statSchema).length(3) }),
  form: z.object({ title: localizedSchema, intro: localizedSchema }),
  benefits: z.object({ title: localizedSchema, intro: localizedSchema, items: z.array(featureSchema).length(4) }),
  proof: z.object({
    title: localizedSchema,
    intro: localizedSchema,
    partners: z.array(z.object({ name: z.string().min(2), kind: localizedSchema })).length(4),
    badges: z.array(localizedSchema).length(3),
  }),
  promo: z.object({ eyebrow: localizedSchema, title: localizedSchema, description: localizedSchema, action: actionSchema }),
  steps: z.object({ title: localizedSchema, intro: localizedSchema, items: z.array(stepSchema).length(4), action: actionSchema }),
  faq: z.object({ title: localizedSchema, items: z.array(faqItemSchema).length(4) }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).length(2) }),
  /** The whitepaper's own chapters, beyond what the page shows (src/documents/instaclear-whitepaper.tsx). */
  whitepaper: z.object({
    eyebrow: localizedSchema,
    subtitle: localizedSchema,
    pageLabel: localizedSchema,
    onlineVersion: localizedSchema,
    sections: z.array(z.object({ heading: localizedSchema, paragraphs: z.array(localizedSchema).min(1) })).min(3),
    figuresTitle: localizedSchema,
    figuresColumns: z.array(localizedSchema).length(3),
    panelTitle: localizedSchema,
    panel: z.array(localizedSchema).length(6),
  }),
});

export const instaclearPage = defineContent('pages/products-instaclear', instaclearPageSchema, {
  meta: {
    title: { en: 'InstaCLEAR Rapid Saliva Drug Test', sv: 'InstaCLEAR – snabbtest för droger i saliv' },
    breadcrumb: { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
    description: {
      en: `CE-marked saliva drug test for the workplace: a screening result on site in under ${E.minutes(figures.resultMinutes)}, ${E.percent(figures.labAvoidancePercent)} of tests settled without a laboratory. Download the whitepaper.`,
      sv: `CE-märkt drogtest med saliv för arbetsplatsen: screeningresultat på plats inom ${S.minutes(figures.resultMinutes)}, ${S.percent(figures.labAvoidancePercent)} av testerna avgörs utan laboratorium. Ladda ner vår rapport.`,
    },
  },
  hero: {
    badge: { en: `CE-marked · ISO${nbsp}13485`, sv: `CE-märkt · ISO${nbsp}13485` },
    actions: [
      { label: { en: 'Get the Whitepaper', sv: 'Hämta vår rapport' }, href: toForm, variant: 'accent' },
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: `${routes.contact}?interest=instaclear`, variant: 'inverse' },
    ],
    stats: [
      { value: { en: `<${nbsp}${E.minutes(figures.resultMinutes)}`, sv: `<${nbsp}${S.minutes(figures.resultMinutes)}` }, label: { en: 'to a screening result', sv: 'till screeningresultat' } },
      { value: figure((f) => f.percent(figures.labAvoidancePercent)), label: { en: 'settled without a laboratory', sv: 'avgörs utan laboratorium' } },
      { value: figure((f) => f.usdRange(figures.costPerTestUsd)), label: { en: 'per test', sv: 'per test' } },
    ],
  },
  form: {
    title: { en: 'Download the InstaCLEAR whitepaper', sv: 'Ladda ner rapporten om InstaCLEAR' },
    intro: {
      en: 'Costs, workflow and the evidence behind saliva testing. Fill in your details and download it straight away.',
      sv: 'Kostnader, arbetsflöde och underlaget bakom salivtester. Fyll i era uppgifter och ladda ner den direkt.',
    },
  },
  benefits: {
    title: { en: 'Why employers choose InstaCLEAR', sv: 'Därför väljer arbetsgivare InstaCLEAR' },
    intro: {
      en: 'Fast enough to act on the same day, reliable enough to defend, simple enough for trained staff to run.',
      sv: 'Snabbt nog att agera samma dag, tillförlitligt nog att stå för och enkelt nog för utbildad personal att genomföra.',
    },
    items: [
      {
        icon: 'timer',
        title: { en: 'Results in minutes', sv: 'Svar på några minuter' },
        description: {
          en: `A screening result in under ${E.minutes(figures.resultMinutes)}, against ${E.minutes(figures.competitorResultMinutes)} or more with comparable tests.`,
          sv: `Screeningresultat på under ${S.minutes(figures.resultMinutes)}, mot ${S.minutes(figures.competitorResultMinutes)} eller mer med jämförbara tester.`,
        },
      },
      {
        icon: 'flask',
        title: { en: 'Fewer laboratory tests', sv: 'Färre laboratorietester' },
        description: {
          en: `${E.percent(figures.labAvoidancePercent)} of tests are settled on site, against ${E.percentRange(figures.competitorLabAvoidancePercent)} with other rapid tests.`,
          sv: `${S.percent(figures.labAvoidancePercent)} av testerna avgörs på plats, mot ${S.percentRange(figures.competitorLabAvoidancePercent)} med andra snabbtester.`,
        },
      },
      {
        icon: 'shield',
        title: { en: 'Hard to cheat', sv: 'Svårt att fuska' },
        description: {
          en: 'The saliva sample is collected in front of the collector, so there is no private moment in which to swap or dilute it.',
          sv: 'Salivprovet tas inför provtagaren, så det finns inget ögonblick i avskildhet då provet kan bytas ut eller spädas.',
        },
      },
      {
        icon: 'wallet',
        title: { en: 'Lower cost per test', sv: 'Lägre kostnad per test' },
        description: {
          en: `${E.usdRange(figures.costPerTestUsd)} per test, against ${E.usdRange(figures.traditionalCostPerTestUsd)} for traditional laboratory testing.`,
          sv: `${S.usdRange(figures.costPerTestUsd)} per test, mot ${S.usdRange(figures.traditionalCostPerTestUsd)} för traditionella laboratorietester.`,
        },
      },
    ],
  },
  proof: {
    title: { en: 'Trusted across the Nordics', sv: 'Förtroende i hela Norden' },
    intro: {
      en: 'Employers in logistics, construction, energy and transport use InstaCLEAR in their drug and alcohol policy.',
      sv: 'Arbetsgivare inom logistik, bygg, energi och transport använder InstaCLEAR i sin alkohol- och drogpolicy.',
    },
    partners: [
      { name: 'Nordhavn Logistik', kind: { en: 'Logistics', sv: 'Logistik' } },
      { name: 'Fjällbygg', kind: { en: 'Construction', sv: 'Bygg' } },
      { name: 'Skagerak Energi Service', kind: { en: 'Energy', sv: 'Energi' } },
      { name: 'Mälartrafik', kind: { en: 'Public transport', sv: 'Kollektivtrafik' } },
    ],
    badges: [
      { en: `ISO${nbsp}13485-certified quality management`, sv: `ISO${nbsp}13485-certifierat kvalitetsledningssystem` },
      { en: 'GDPR-compliant data handling', sv: 'Personuppgifter hanteras enligt GDPR' },
      { en: 'CE-marked under IVDR', sv: 'CE-märkt enligt IVDR' },
    ],
  },
  promo: {
    eyebrow: { en: 'Free whitepaper', sv: 'Kostnadsfri rapport' },
    title: { en: 'The business case for saliva testing', sv: 'Affärsnyttan med salivtester' },
    description: {
      en: 'How on-site saliva screening works, what it detects, how it fits a drug and alcohol policy, and what it saves compared with sending every sample to a laboratory.',
      sv: 'Hur salivscreening på plats fungerar, vad den påvisar, hur den passar in i en alkohol- och drogpolicy och vad ni sparar jämfört med att skicka varje prov till laboratorium.',
    },
    action: { label: { en: 'Download Whitepaper', sv: 'Ladda ner rapporten' }, href: toForm, variant: 'primary' },
  },
  steps: {
    title: { en: 'How it works', sv: 'Så fungerar det' },
    intro: {
      en: 'Four steps from sample to decision, run by your own trained staff or by our collectors.',
      sv: 'Fyra steg från prov till beslut, som genomförs av er egen utbildade personal eller av våra provtagare.',
    },
    items: [
      {
        title: { en: 'Collect', sv: 'Ta provet' },
        description: {
          en: 'The employee places the collector in the mouth until the indicator turns colour, in front of the person running the test.',
          sv: 'Medarbetaren håller provtagaren i munnen tills indikatorn skiftar färg, inför den som genomför testet.',
        },
      },
      {
        title: { en: 'Insert', sv: 'Sätt i provtagaren' },
        description: {
          en: 'The collector goes into the test cassette, which starts the analysis for the whole standard panel at once.',
          sv: 'Provtagaren sätts i testkassetten, som analyserar hela standardpanelen på en gång.',
        },
      },
      {
        title: { en: 'Read', sv: 'Läs av' },
        description: {
          en: `The screening result is read in under ${E.minutes(figures.resultMinutes)} and recorded with the chain-of-custody form.`,
          sv: `Screeningresultatet läses av på under ${S.minutes(figures.resultMinutes)} och dokumenteras i blanketten för provkedjan.`,
        },
      },
      {
        title: { en: 'Confirm', sv: 'Bekräfta' },
        description: {
          en: 'A non-negative screen is sealed and sent to an accredited laboratory for confirmation where required.',
          sv: 'En screening som inte är negativ förseglas och skickas till ett ackrediterat laboratorium för bekräftelse när det krävs.',
        },
      },
    ],
    action: { label: { en: 'Request a Demo', sv: 'Be om en demo' }, href: toForm, variant: 'primary' },
  },
  faq: {
    title: { en: 'Frequently asked questions', sv: 'Vanliga frågor' },
    items: [
      {
        question: { en: 'Which substances does InstaCLEAR detect?', sv: 'Vilka substanser påvisar InstaCLEAR?' },
        answer: {
          en: 'The standard panel detects amphetamines, benzodiazepines, cannabis (THC), cocaine, opiates and methamphetamines. Other panels are available for specific policies.',
          sv: 'Standardpanelen påvisar amfetamin, bensodiazepiner, cannabis (THC), kokain, opiater och metamfetamin. Andra paneler finns för särskilda policyer.',
        },
      },
      {
        question: { en: 'How far back does a saliva test detect use?', sv: 'Hur långt bakåt visar ett salivtest intag?' },
        answer: {
          en: `Saliva shows recent use, typically within the last ${E.hourRange(figures.salivaWindowHours)}, which makes it well suited to testing after an incident or on suspicion of being under the influence at work.`,
          sv: `Saliv visar om intag skett nyligen, normalt inom de senaste ${S.hourRange(figures.salivaWindowHours)}. Därför passar det bra för tester efter en incident eller vid misstanke om påverkan i arbetet.`,
        },
      },
      {
        question: { en: 'Who can carry out the test?', sv: 'Vem kan genomföra testet?' },
        answer: {
          en: 'Staff trained by us, such as occupational health nurses or safety coordinators, or our own collectors. The training covers collection, reading and the chain of custody.',
          sv: 'Personal som vi har utbildat, till exempel företagssköterskor eller säkerhetssamordnare, eller våra egna provtagare. Utbildningen omfattar provtagning, avläsning och provkedjan.',
        },
      },
      {
        question: { en: 'Is the screening result enough to act on?', sv: 'Räcker screeningresultatet för att agera?' },
        answer: {
          en: 'A negative screen is final. A non-negative screen is a preliminary result: it is confirmed by a laboratory where required before any decision about the employee is made.',
          sv: 'En negativ screening är slutgiltig. En screening som inte är negativ är ett preliminärt resultat: den bekräftas av laboratorium när det krävs innan något beslut om medarbetaren fattas.',
        },
      },
    ],
  },
  cta: {
    heading: { en: 'Ready to test smarter?', sv: 'Redo att testa smartare?' },
    description: {
      en: 'Read the whitepaper, or let one of our specialists show you InstaCLEAR on your own site.',
      sv: 'Läs vår rapport eller låt någon av våra specialister visa InstaCLEAR på er egen arbetsplats.',
    },
    actions: [
      { label: { en: 'Download Whitepaper', sv: 'Ladda ner rapporten' }, href: toForm, variant: 'accent' },
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: `${routes.contact}?interest=instaclear`, variant: 'inverse' },
    ],
  },
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
    onlineVersion: { en: 'More at {url}', sv: 'Läs mer på {url}' },
    subtitle: {
      en: 'Rapid saliva drug testing at work: how it works, what it detects and what it saves',
      sv: 'Snabba drogtester med saliv på arbetsplatsen: hur de fungerar, vad de påvisar och vad ni sparar',
    },
    sections: [
      {
        heading: { en: 'Why test at work', sv: 'Därför testar arbetsgivare' },
        paragraphs: [
          {
            en: `Drug and alcohol use puts employees and others at risk in safety-critical work. Employers who combine a clear policy with testing and support report a ${E.percent(figures.workplaceRiskReductionPercent)} reduction in workplace risk.`,
            sv: `Alkohol och droger utsätter medarbetare och andra för risker i säkerhetskritiskt arbete. Arbetsgivare som kombinerar en tydlig policy med tester och stöd rapporterar ${S.percent(figures.workplaceRiskReductionPercent)} lägre risk på arbetsplatsen.`,
          },
          {
            en: 'A test is only useful if its answer arrives while it still matters. Laboratory testing takes days; by then the shift is over and the decision has already been made without facts.',
            sv: 'Ett test är bara till nytta om svaret kommer medan det fortfarande spelar roll. Laboratorietester tar dagar; då är skiftet slut och beslutet redan fattat utan fakta.',
          },
        ],
      },
      {
        heading: { en: 'How InstaCLEAR works', sv: 'Så fungerar InstaCLEAR' },
        paragraphs: [
          {
            en: 'The saliva sample is collected under observation, so it cannot be swapped or diluted. The test cassette screens the whole standard panel at once and the result is read on site.',
            sv: 'Salivprovet tas under övervakning och kan därför inte bytas ut eller spädas. Testkassetten screenar hela standardpanelen på en gång och resultatet läses av på plats.',
          },
          {
            en: 'Only a non-negative screen goes on to a laboratory, sealed with its chain-of-custody form. A negative screen is final, so the employee returns to work the same day.',
            sv: 'Endast en screening som inte är negativ går vidare till laboratorium, förseglad tillsammans med blanketten för provkedjan. En negativ screening är slutgiltig, så medarbetaren kan återgå till arbetet samma dag.',
          },
        ],
      },
      {
        heading: { en: 'Quality and data protection', sv: 'Kvalitet och dataskydd' },
        paragraphs: [
          {
            en: `InstaCLEAR is CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR) and made under ISO${nbsp}13485-certified quality management. Test records are handled according to the GDPR and kept only as long as your policy requires.`,
            sv: `InstaCLEAR är CE-märkt enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR) och tillverkas enligt ett ISO${nbsp}13485-certifierat kvalitetsledningssystem. Testuppgifter hanteras enligt GDPR och sparas bara så länge som er policy kräver.`,
          },
        ],
      },
      {
        heading: { en: 'Getting started', sv: 'Så kommer ni i gång' },
        paragraphs: [
          {
            en: 'We review your drug and alcohol policy with you, train the staff who will run the tests and set up ordering and documentation. Most employers run their first tests within weeks.',
            sv: 'Vi går igenom er alkohol- och drogpolicy tillsammans med er, utbildar den personal som ska genomföra testerna och sätter upp beställning och dokumentation. De flesta arbetsgivare gör sina första tester inom några veckor.',
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figuresColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
      { en: 'Comparable tests', sv: 'Jämförbara tester' },
    ],
    panelTitle: { en: 'The standard panel', sv: 'Standardpanelen' },
    panel: [
      { en: 'Amphetamines', sv: 'Amfetamin' },
      { en: 'Benzodiazepines', sv: 'Bensodiazepiner' },
      { en: 'Cannabis (THC)', sv: 'Cannabis (THC)' },
      { en: 'Cocaine', sv: 'Kokain' },
      { en: 'Opiates', sv: 'Opiater' },
      { en: 'Methamphetamines', sv: 'Metamfetamin' },
    ],
  },
});

/** The whitepaper's table of §9 figures, in one language, from the same record as the page. */
export function instaclearFigureRows(locale: 'en' | 'sv'): string[][] {
  const F = locale === 'sv' ? S : E;
  const sv = locale === 'sv';
  return [
    [sv ? 'Tid till screeningresultat' : 'Time to screening result', `<${nbsp}${F.minutes(figures.resultMinutes)}`, `${F.minutes(figures.competitorResultMinutes)}+`],
    [sv ? 'Avgörs utan laboratorium' : 'Settled without a laboratory', F.percent(figures.labAvoidancePercent), F.percentRange(figures.competitorLabAvoidancePercent)],
    [sv ? 'Kostnad per test' : 'Cost per test', F.usdRange(figures.costPerTestUsd), F.usdRange(figures.traditionalCostPerTestUsd)],
    [sv ? 'Påvisar intag' : 'Detection window', F.hourRange(figures.salivaWindowHours), sv ? 'beror på metod' : 'depends on method'],
  ];
}
