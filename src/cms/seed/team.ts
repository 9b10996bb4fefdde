import type { PortraitLook, PortraitTone } from '@/components/company/portrait-look';
import type { Localized } from '@/i18n/localized';

/**
 * The about page's team (001 §3 team member, §4 team tabs): what `seedCms` creates in an empty CMS;
 * editors change, add and remove people there. The people are fictional; their portraits are our
 * own illustrations (components/company/team-portrait.tsx): one colour family each, and a look
 * (hair, skin tone, glasses, beard) of their own. Executives
 * have a quote; advisors do not.
 * `name` is shared by both languages, so a degree is a text of its own, shown after the name as
 * each language writes it ('Karin Lindqvist, MD, PhD' / 'Karin Lindqvist, med. dr').
 */
export type TeamMemberSeed = { id: string; name: string; degree?: Localized; title: Localized; bio: Localized; quote?: Localized; portrait: PortraitTone; look: PortraitLook };

export const executiveSeeds: readonly TeamMemberSeed[] = [
  {
    id: 'karin-lindqvist',
    name: 'Karin Lindqvist',
    degree: { en: 'MD, PhD', sv: 'med. dr' },
    title: { en: 'Chief Executive Officer and co-founder', sv: 'Vd och medgrundare' },
    bio: {
      en: 'Specialist in clinical chemistry with a doctorate in medicine and fifteen years in hospital laboratories in Gothenburg and Uppsala. She founded the company after seeing how often clinics and employers waited days for answers that could have been given on the spot.',
      sv: 'Specialist i klinisk kemi med femton år på sjukhuslaboratorier i Göteborg och Uppsala. Hon grundade bolaget efter att ha sett hur ofta kliniker och arbetsgivare väntade i dagar på svar som hade kunnat ges direkt på plats.',
    },
    quote: {
      en: 'A test result is only useful if it arrives while a decision can still be made.',
      sv: 'Ett provsvar är bara till nytta om det kommer medan beslutet fortfarande går att fatta.',
    },
    portrait: 'brand',
    look: { hair: 'bob', hairColour: 'blond', skin: 'light', glasses: true, beard: false, attire: 'blazer' },
  },
  {
    id: 'erik-sandberg',
    name: 'Erik Sandberg',
    title: { en: 'Chief Technology Officer and co-founder', sv: 'Teknikchef (CTO) och medgrundare' },
    bio: {
      en: 'Biomedical engineer who has spent a decade developing lateral-flow tests and readers. He leads the team behind our patented saliva test, the analytics platform and the VDT platform now in preparation.',
      sv: 'Civilingenjör i medicinsk teknik som i tio år har utvecklat lateral flow-tester och avläsare. Han leder teamet bakom vårt patenterade salivtest, analysplattformen och VDT-plattformen som nu förbereds.',
    },
    quote: {
      en: 'We design for the person holding the test: fewer steps, clearer results, no room for doubt.',
      sv: 'Vi utformar allt för den som håller i testet: färre moment, tydligare resultat, inget utrymme för tvivel.',
    },
    portrait: 'accent',
    look: { hair: 'side-part', hairColour: 'brown', skin: 'fair', glasses: false, beard: true, attire: 'sweater' },
  },
  {
    id: 'amira-haddad',
    name: 'Amira Haddad',
    title: { en: 'Chief Medical Officer', sv: 'Medicinsk chef' },
    bio: {
      en: 'Occupational health physician and medical review officer (MRO). She leads clinical validation, the medical review in Circular Testing and our research partnerships with Nordic universities.',
      sv: 'Företagsläkare med lång erfarenhet av läkarverifiering (MRO). Hon leder den kliniska valideringen, läkarverifieringen i Circular Testing och våra forskningssamarbeten med nordiska universitet.',
    },
    quote: {
      en: 'Testing should open a conversation about support, not end one.',
      sv: 'Ett test ska öppna ett samtal om stöd, inte avsluta det.',
    },
    portrait: 'sand',
    look: { hair: 'long', hairColour: 'black', skin: 'tan', glasses: false, beard: false, attire: 'lab-coat' },
  },
  {
    id: 'johan-berg',
    name: 'Johan Berg',
    title: { en: 'Chief Financial Officer', sv: 'Ekonomichef (CFO)' },
    bio: {
      en: 'Former finance director in Nordic medtech with two growth rounds and an international expansion behind him. He is responsible for finance, investor relations and our currency hedging.',
      sv: 'Tidigare ekonomidirektör inom nordisk medicinteknik med två finansieringsrundor och en internationell expansion bakom sig. Han ansvarar för ekonomi, investerarrelationer och valutasäkring.',
    },
    quote: {
      en: 'Growth has to be earned test by test and customer by customer.',
      sv: 'Tillväxt måste förtjänas – test för test, kund för kund.',
    },
    portrait: 'slate',
    look: { hair: 'receding', hairColour: 'grey', skin: 'light', glasses: true, beard: false, attire: 'blazer' },
  },
];

export const advisorSeeds: readonly TeamMemberSeed[] = [
  {
    id: 'ingrid-halvorsen',
    name: 'Ingrid Halvorsen',
    title: { en: 'Professor of clinical pharmacology', sv: 'Professor i klinisk farmakologi' },
    bio: {
      en: 'Researches how drugs are metabolised and how long they can be detected in saliva and urine. She advises us on test panels, cut-offs and the design of clinical studies.',
      sv: 'Forskar om hur droger och läkemedel bryts ner och hur länge de kan påvisas i saliv och urin. Hon ger oss råd om testpaneler, gränsvärden och upplägget av kliniska studier.',
    },
    portrait: 'accent',
    look: { hair: 'bun', hairColour: 'grey', skin: 'fair', glasses: true, beard: false, attire: 'lab-coat' },
  },
  {
    id: 'mikael-virtanen',
    name: 'Mikael Virtanen',
    title: { en: 'Adviser on regulatory affairs', sv: 'Rådgivare i regulatoriska frågor' },
    bio: {
      en: 'Twenty years in regulatory affairs for in vitro diagnostics, most recently guiding manufacturers through the transition to the IVDR. He advises on certification and our compliance roadmap.',
      sv: 'Tjugo år inom regulatoriska frågor för in vitro-diagnostik, senast som stöd till tillverkare i övergången till IVDR. Han ger oss råd om certifiering och vår plan för regelefterlevnad.',
    },
    portrait: 'brand',
    look: { hair: 'short', hairColour: 'dark-brown', skin: 'medium', glasses: false, beard: true, attire: 'open-collar' },
  },
];
