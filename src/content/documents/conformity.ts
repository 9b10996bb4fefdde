/**
 * The EU declarations of conformity (IVDR Article 17, Annex IV): one per device family of the
 * library, each listing its devices by Basic UDI-DI with their intended purpose, risk class
 * (Annex VIII), conformity assessment procedure (Annex IX) and certificates, the standards
 * applied, and who signed it where and when. The page (/documents/conformity/<family>) and the
 * PDF render the same record; the devices come from the catalogue through the library's articles,
 * the company's name and address from the CMS when they are rendered.
 *
 * Every device the site sells is CE-marked under the IVDR and none under its transitional
 * provisions (the footer says so), so every declaration is made under the Regulation itself.
 *
 * The notified body, its number and certificates, the SRN and the Basic UDI-DIs (with a GS1
 * company prefix) are fictional, like the company: they have the real formats but name no one.
 */
import { executiveSeeds } from '@/cms/seed/team';
import { nbsp } from '@/content/figures';
import type { Localized } from '@/i18n/localized';
import { documentFamilies, familyNames, type DocumentArticle, type DocumentFamily, type IfuKind } from './articles';

/**
 * A legal reference's word stays on the line of its number ('bilaga IX', 'avsnitt 5.1', 'regel 4 a',
 * 'Article 110'), so a line never starts with a bare number.
 */
function keepReferences(text: string): string {
  return text
    .replace(/\b(Annex|Article|[Ss]ection|[Cc]hapters?|[Rr]ules?|[Bb]ilaga|[Aa]rtikel|[Aa]vsnitt|[Kk]apitel|[Rr]egel|reglerna) (?=\d|[IVX]+\b)/gu, `$1${nbsp}`)
    .replace(/(regel\u00a04) a\b/gu, `$1${nbsp}a`);
}

const L = (en: string, sv: string): Localized => ({ en: keepReferences(en), sv: keepReferences(sv) });

/**
 * The classification rules of IVDR Annex VIII that the families fall under, with the class each
 * gives. Where several rules apply to a device, the one giving the higher class applies (Annex
 * VIII, implementing rules), so a self-test for a Rule 1 agent is class D.
 *
 * - Rule 1: the 4-in-1 virus test detects SARS-CoV-2 and influenza, transmissible agents of
 *   life-threatening diseases with a high risk of propagation: class D, with the common
 *   specifications for SARS-CoV-2 of Implementing Regulation (EU) 2022/1107.
 * - Rule 4(a): every other self-test is class C, except the ones the rule names (pregnancy,
 *   fertility testing, cholesterol, and glucose, erythrocytes, leucocytes and bacteria in urine),
 *   class B. The exception is read as written: the pregnancy test, the ovulation test (fertility)
 *   and the urinary tract infection test (leukocytes, and nitrite as the sign of bacteria) are B;
 *   the menopause test (FSH) tells about the menopausal transition, not about fertility, and the
 *   vaginal pH test is named nowhere, so both stay class C. The occult blood test would be class C
 *   under Rule 3(h) too, so the result does not depend on that reading.
 * - Rule 6: the professional drug tests. Rule 3(j), as written and as MDCG 2020-16 (rev. 3)
 *   explains it, covers monitoring levels of substances where an erroneous result risks a
 *   patient-management decision that leads to an immediately life-threatening situation; a drug
 *   screening whose positive results are confirmed by a laboratory before any decision is not that,
 *   and none of Rules 1 to 5 applies, so it is class B. The manipulation
 *   control has critical characteristics of its own (its result decides whether a sample is
 *   tested), so it is no Rule 5 accessory but a device classified in its own right: Rule 6, class B.
 */
export type IvdClass = 'B' | 'C' | 'D';

export const annexViiiRules = {
  'rule-1': {
    ivdClass: 'D',
    name: L('Annex VIII, rule 1', 'Bilaga VIII, regel 1'),
    scope: L(
      'detection of a transmissible agent that causes a life-threatening disease with a high or suspected high risk of propagation',
      'påvisande av ett överförbart agens som orsakar en livshotande sjukdom med hög eller misstänkt hög spridningsrisk',
    ),
  },
  'rule-4a': {
    ivdClass: 'C',
    name: L('Annex VIII, rule 4(a)', 'Bilaga VIII, regel 4 a'),
    scope: L('device for self-testing', 'produkt för självtestning'),
  },
  'rule-4a-exception': {
    ivdClass: 'B',
    name: L('Annex VIII, rule 4(a)', 'Bilaga VIII, regel 4 a'),
    scope: L(
      'device for self-testing for the detection of pregnancy, for fertility testing or for the detection of leukocytes and bacteria in urine',
      'produkt för självtestning för påvisande av graviditet, för fertilitetstestning eller för påvisande av leukocyter och bakterier i urin',
    ),
  },
  'rule-6': {
    ivdClass: 'B',
    name: L('Annex VIII, rule 6', 'Bilaga VIII, regel 6'),
    scope: L('device not covered by rules 1 to 5', 'produkt som inte omfattas av reglerna 1–5'),
  },
} as const satisfies Record<string, { ivdClass: IvdClass; name: Localized; scope: Localized }>;

export type AnnexViiiRule = keyof typeof annexViiiRules;

const classOrder: readonly IvdClass[] = ['B', 'C', 'D'];

/** The class of a device under the rules that apply to it: the highest they give. */
export function classUnder(rules: readonly AnnexViiiRule[]): IvdClass {
  if (rules.length === 0) throw new Error('conformity: a device needs at least one classification rule');
  return rules.map((rule) => annexViiiRules[rule].ivdClass).reduce((highest, next) => (classOrder.indexOf(next) > classOrder.indexOf(highest) ? next : highest));
}

/** The manufacturer's single registration number in EUDAMED (Article 28). */
export const manufacturerSrn = 'SE-MF-000781204';

/** The notified body of every family: each is class B or higher, so none is self-declared. */
export const notifiedBody = { name: 'Norrsken Medical Certification AB', number: '4816' } as const;

type Certificate = { type: Localized; number: string };

/** The quality management system certificate covers every family (Annex IX, chapters I and III). */
const qmsCertificate: Certificate = {
  type: L('EU quality management system certificate (Annex IX, chapters I and III)', 'EU-intyg om kvalitetsledningssystem (kapitel I och III i bilaga IX)'),
  number: 'NMC-QMS-2024-0217',
};

const technicalDocumentationCertificate = (number: string): Certificate => ({
  type: L('EU technical documentation assessment certificate (Annex IX, chapter II)', 'EU-intyg om bedömning av teknisk dokumentation (kapitel II i bilaga IX)'),
  number,
});

/**
 * What the notified body assessed, by class and audience. Class B and C: the quality management
 * system, with the technical documentation of a representative device per category (B) or per
 * generic device group (C); a self-test's own technical documentation is always assessed (Annex
 * IX, section 5.1). Class D: every device's technical documentation, the performance verified by
 * an EU reference laboratory and every batch verified.
 */
export function assessmentProcedure(ivdClass: IvdClass, selfTest: boolean): Localized {
  const selfTestPart = selfTest
    ? L(
        ', and of the technical documentation of every device for self-testing (Annex IX, section 5.1)',
        ' och av den tekniska dokumentationen för varje produkt för självtestning (avsnitt 5.1 i bilaga IX)',
      )
    : L('', '');
  if (ivdClass === 'D') {
    return L(
      `Annex IX, chapters I, II and III: assessment of the quality management system and of the technical documentation of each device (Annex IX, section 4)${selfTest ? ', including the requirements for devices for self-testing (Annex IX, section 5.1)' : ''}, with verification of the claimed performance and of compliance with the common specifications by an EU reference laboratory, and verification of every manufactured batch by the notified body.`,
      `Kapitel I, II och III i bilaga IX: bedömning av kvalitetsledningssystemet och av den tekniska dokumentationen för varje produkt (avsnitt 4 i bilaga IX)${selfTest ? ', inklusive kraven på produkter för självtestning (avsnitt 5.1 i bilaga IX)' : ''}, där ett EU-referenslaboratorium kontrollerar den prestanda som tillverkaren angett och överensstämmelsen med de gemensamma specifikationerna, och det anmälda organet kontrollerar varje tillverkad sats.`,
    );
  }
  const sample = ivdClass === 'B' ? L('each category of devices', 'produktkategori') : L('each generic device group', 'generisk produktgrupp');
  return L(
    `Annex IX, chapters I and III: assessment of the quality management system, with assessment of the technical documentation of a representative device of ${sample.en} (Annex IX, section 4)${selfTestPart.en}.`,
    `Kapitel I och III i bilaga IX: bedömning av kvalitetsledningssystemet, med bedömning av den tekniska dokumentationen för en representativ produkt per ${sample.sv} (avsnitt 4 i bilaga IX)${selfTestPart.sv}.`,
  );
}

/** A standard applied: its designation (the same in both languages, never broken after 'ISO' or 'EN') and what it is about. */
export type AppliedStandard = { designation: string; subject: Localized };

const standard = (designation: string, subject: Localized, amendment?: string): AppliedStandard => ({
  designation: `${designation.replaceAll(' ', nbsp)}${amendment ? ` + ${amendment}` : ''}`,
  subject,
});

const standards = {
  qms: standard('EN ISO 13485:2016', L('Quality management systems for medical devices', 'Kvalitetsledningssystem för medicintekniska produkter'), 'A11:2021'),
  risk: standard('EN ISO 14971:2019', L('Risk management for medical devices', 'Riskhantering för medicintekniska produkter'), 'A11:2021'),
  symbols: standard('EN ISO 15223-1:2021', L('Symbols for the information supplied by the manufacturer', 'Symboler för information som tillhandahålls av tillverkaren')),
  labelling: standard(
    'EN ISO 18113-1:2011',
    L('Information supplied by the manufacturer (labelling): terms, definitions and general requirements', 'Information från tillverkaren (märkning): termer, definitioner och allmänna krav'),
  ),
  labellingProfessional: standard('EN ISO 18113-2:2011', L('Labelling of in vitro diagnostic reagents for professional use', 'Märkning av reagenser för in vitro-diagnostik för professionell användning')),
  labellingSelfTest: standard('EN ISO 18113-4:2011', L('Labelling of in vitro diagnostic reagents for self-testing', 'Märkning av reagenser för in vitro-diagnostik för självtestning')),
  stability: standard('EN ISO 23640:2015', L('Stability of in vitro diagnostic reagents', 'Stabilitet hos reagenser för in vitro-diagnostik')),
  performance: standard('EN 13612:2002', L('Performance evaluation of in vitro diagnostic medical devices', 'Prestandautvärdering av medicintekniska produkter för in vitro-diagnostik')),
  performanceStudies: standard('EN ISO 20916:2024', L('Clinical performance studies using specimens from human subjects', 'Kliniska prestandastudier med prov från människor')),
  usability: standard('EN 62366-1:2015', L('Usability engineering for medical devices (IEC 62366-1)', 'Tillämpning av användbarhetsteknik för medicintekniska produkter (IEC 62366-1)'), 'A1:2020'),
} as const;

/**
 * The standards of an audience. Self-tests add the labelling part for lay users and usability
 * engineering (Annex I §19 asks that a lay person can use the device and read its result).
 */
function standardsFor(audience: DocumentArticle['audience']): AppliedStandard[] {
  const labelling = audience === 'self-test' ? standards.labellingSelfTest : standards.labellingProfessional;
  return [
    standards.qms,
    standards.risk,
    standards.symbols,
    standards.labelling,
    labelling,
    standards.stability,
    standards.performance,
    standards.performanceStudies,
    ...(audience === 'self-test' ? [standards.usability] : []),
  ];
}

const sarsCov2CommonSpecifications = L(
  'Commission Implementing Regulation (EU) 2022/1107, common specifications for certain class D in vitro diagnostic medical devices: devices for the detection of markers of SARS-CoV-2 infection',
  'Kommissionens genomförandeförordning (EU) 2022/1107 om gemensamma specifikationer för vissa medicintekniska produkter för in vitro-diagnostik i klass D: produkter för påvisande av markörer för SARS-CoV-2-infektion',
);

/** One Basic UDI-DI of a family: the devices it covers (by kind of device), their purpose, rules and certificates. */
type GroupRecord = {
  kinds: readonly IfuKind[];
  basicUdiDi: string;
  intendedPurpose: Localized;
  rules: readonly AnnexViiiRule[];
  /** The number of the notified body's certificate for the group's technical documentation, where it issues one. */
  technicalDocumentation?: string;
  commonSpecifications?: readonly Localized[];
};

/** A family's declaration as recorded: the date it was signed and its groups. */
type DeclarationRecord = { issued: string; groups: readonly GroupRecord[] };

const screeningNote = {
  en: 'as a screening test for professional use in workplaces, treatment services and healthcare, whose positive result is confirmed by a laboratory where required',
  sv: 'som screeningtest för professionell användning på arbetsplatser, inom missbruksvård och i hälso- och sjukvård, med bekräftelse av positiva resultat på laboratorium när det krävs',
};

/**
 * The declarations as signed. Each family has one Basic UDI-DI, except where its devices differ in
 * risk class: a Basic UDI-DI never spans two classes, so such a family has one per class. Each
 * declaration is dated before the first edition of its devices' instructions under the IVDR, since
 * no device is placed on the market before its declaration.
 */
const declarationRecords: Record<DocumentFamily, DeclarationRecord> = {
  'single-panel': {
    issued: '2025-02-17',
    groups: [
      {
        kinds: ['urine-cassette'],
        basicUdiDi: '7350541NRDSPUYM',
        intendedPurpose: L(
          `Rapid lateral-flow immunoassays in a cassette for the qualitative detection of one drug or drug metabolite in human urine at its stated cut-off, ${screeningNote.en}.`,
          `Snabba immunokromatografiska analyser i kassett för kvalitativt påvisande av en substans eller metabolit i human urin vid angivet gränsvärde, ${screeningNote.sv}.`,
        ),
        rules: ['rule-6'],
      },
    ],
  },
  'multi-panel': {
    issued: '2025-02-17',
    groups: [
      {
        kinds: ['urine-cup'],
        basicUdiDi: '7350541NRDMPUXP',
        intendedPurpose: L(
          `Urine collection cups with built-in lateral-flow immunoassay strips for the simultaneous qualitative detection of several drugs and drug metabolites in human urine at their stated cut-offs, ${screeningNote.en}.`,
          `Urinkoppar med inbyggda immunokromatografiska testremsor för samtidigt kvalitativt påvisande av flera substanser och metaboliter i human urin vid angivna gränsvärden, ${screeningNote.sv}.`,
        ),
        rules: ['rule-6'],
      },
    ],
  },
  saliva: {
    issued: '2025-02-17',
    groups: [
      {
        kinds: ['saliva'],
        basicUdiDi: '7350541NRDSALWN',
        intendedPurpose: L(
          'A rapid lateral-flow immunoassay for the simultaneous qualitative detection of drugs in oral fluid at their stated cut-offs, showing recent use, as a screening test for professional use where sampling must be supervised, whose positive result is confirmed by a laboratory where required.',
          'En snabb immunokromatografisk analys för samtidigt kvalitativt påvisande av substanser i saliv vid angivna gränsvärden, som visar om intag skett nyligen. Den är avsedd som screeningtest för professionell användning där provtagningen ska övervakas, med bekräftelse av positiva resultat på laboratorium när det krävs.',
        ),
        rules: ['rule-6'],
      },
    ],
  },
  'manipulation-control': {
    issued: '2026-09-21',
    groups: [
      {
        kinds: ['adulteration'],
        basicUdiDi: '7350541NRDMANVU',
        intendedPurpose: L(
          'A reagent strip for professional use that checks a urine sample for dilution and for acidic or alkaline additives before it is tested for drugs; it does not detect drugs.',
          'En reagensremsa för professionell användning som kontrollerar om ett urinprov har spätts ut eller fått sura eller basiska tillsatser innan det drogtestas, och som inte påvisar några droger.',
        ),
        rules: ['rule-6'],
      },
    ],
  },
  instacare: {
    issued: '2025-05-19',
    groups: [
      {
        kinds: ['pregnancy', 'ovulation', 'utitest'],
        basicUdiDi: '7350541ICAREBNE',
        intendedPurpose: L(
          'Self-tests on urine that show pregnancy (hCG), the LH surge before ovulation, and leukocytes and nitrite as signs of a urinary tract infection, giving the user an indication, not a diagnosis.',
          'Självtester på urin som visar graviditet (hCG), LH-toppen före ägglossningen samt leukocyter och nitrit som tecken på urinvägsinfektion. Testerna ger användaren en indikation, inte en diagnos.',
        ),
        rules: ['rule-4a-exception'],
        technicalDocumentation: 'NMC-TD-2025-0341',
      },
      {
        kinds: ['vaginalph', 'menopause'],
        basicUdiDi: '7350541ICARECNG',
        intendedPurpose: L(
          'Self-tests that measure vaginal pH as a sign of a bacterial imbalance and the hormone FSH in urine as a sign of menopause, giving the user an indication to discuss with a doctor, not a diagnosis.',
          'Självtester som mäter vaginalt pH som tecken på bakteriell obalans och hormonet FSH i urinen som tecken på klimakteriet. Testerna ger användaren en indikation att diskutera med läkare, inte en diagnos.',
        ),
        rules: ['rule-4a'],
        technicalDocumentation: 'NMC-TD-2025-0342',
      },
    ],
  },
  instacheck: {
    issued: '2025-05-19',
    groups: [
      {
        kinds: ['ferritin', 'dvitamin', 'tsh', 'fob'],
        basicUdiDi: '7350541ICHECKNA',
        intendedPurpose: L(
          'Self-tests that measure ferritin, vitamin D and TSH in a drop of capillary blood and detect human haemoglobin in stool, showing signs of iron deficiency, a low vitamin D level, an underactive thyroid or hidden bleeding in the bowel, as an indication to follow up with a doctor, not a diagnosis.',
          'Självtester som mäter ferritin, D-vitamin och TSH i en droppe kapillärblod och påvisar mänskligt hemoglobin i avföring. De visar tecken på järnbrist, låg D-vitaminnivå, underaktiv sköldkörtel eller dold blödning i tarmen, som en indikation att följa upp med läkare, inte en diagnos.',
        ),
        rules: ['rule-4a'],
        technicalDocumentation: 'NMC-TD-2025-0343',
      },
    ],
  },
  instafind: {
    issued: '2025-05-19',
    groups: [
      {
        kinds: ['hpylori'],
        basicUdiDi: '7350541IFINDHQU',
        intendedPurpose: L(
          'A self-test that detects Helicobacter pylori antigen in stool as a sign of infection with the bacterium behind most stomach ulcers, as an indication to follow up with a doctor, not a diagnosis.',
          'Ett självtest som påvisar antigen från Helicobacter pylori i avföring, ett tecken på infektion med bakterien bakom de flesta magsår. Resultatet är en indikation att följa upp med läkare, inte en diagnos.',
        ),
        rules: ['rule-4a'],
        technicalDocumentation: 'NMC-TD-2025-0344',
      },
      {
        kinds: ['virustest'],
        basicUdiDi: '7350541IFINDVRQ',
        intendedPurpose: L(
          'A molecular self-test that detects and tells apart the RNA of influenza A, influenza B, RSV and SARS-CoV-2 in one nasal swab, giving the user an indication, not a diagnosis.',
          'Ett molekylärt självtest som påvisar och skiljer mellan RNA från influensa A, influensa B, RSV och SARS-CoV-2 i ett och samma näsprov. Testet ger användaren en indikation, inte en diagnos.',
        ),
        rules: ['rule-1', 'rule-4a'],
        technicalDocumentation: 'NMC-TD-2025-0345',
        commonSpecifications: [sarsCov2CommonSpecifications],
      },
    ],
  },
};

/**
 * Who signs: the quality or regulatory person where the company has one, otherwise the chief
 * executive. The team has neither a quality nor a regulatory officer (its regulatory adviser is
 * no employee and cannot bind the company), so the chief executive signs every declaration. Her
 * name comes from the team's record; the function is her office alone, without the founder's title.
 */
const signatoryId = 'karin-lindqvist';
const signatorySeed = executiveSeeds.find((member) => member.id === signatoryId);
if (!signatorySeed) throw new Error(`conformity: the signatory "${signatoryId}" is not in the team`);
export const signatory = { name: signatorySeed.name, function: L('Chief Executive Officer', 'Verkställande direktör') } as const;

/** Where every declaration was signed: the company's seat. */
export const placeOfIssue = L('Stockholm', 'Stockholm');

/** One Basic UDI-DI of a declaration, with its devices from the catalogue. */
export type DeclarationGroup = {
  basicUdiDi: string;
  intendedPurpose: Localized;
  ivdClass: IvdClass;
  rules: readonly { id: AnnexViiiRule; name: Localized; scope: Localized }[];
  selfTest: boolean;
  procedure: Localized;
  certificates: readonly Certificate[];
  commonSpecifications: readonly Localized[];
  articles: readonly DocumentArticle[];
};

export type Declaration = {
  family: DocumentFamily;
  familyName: Localized;
  /** ISO date of signature. */
  issued: string;
  srn: string;
  groups: readonly DeclarationGroup[];
  standards: readonly AppliedStandard[];
  commonSpecifications: readonly Localized[];
  notifiedBody: typeof notifiedBody;
  signatory: typeof signatory;
  place: Localized;
};

function buildDeclaration(family: DocumentFamily, articles: readonly DocumentArticle[]): Declaration {
  const record = declarationRecords[family];
  const groups = record.groups.map((group): DeclarationGroup => {
    const members = articles.filter((article) => article.family === family && group.kinds.includes(article.kind));
    const selfTest = members.some((article) => article.audience === 'self-test');
    const ivdClass = classUnder(group.rules);
    return {
      basicUdiDi: group.basicUdiDi,
      intendedPurpose: group.intendedPurpose,
      ivdClass,
      rules: group.rules.map((id) => ({ id, name: annexViiiRules[id].name, scope: annexViiiRules[id].scope })),
      selfTest,
      procedure: assessmentProcedure(ivdClass, selfTest),
      certificates: [qmsCertificate, ...(group.technicalDocumentation ? [technicalDocumentationCertificate(group.technicalDocumentation)] : [])],
      commonSpecifications: group.commonSpecifications ?? [],
      articles: members,
    };
  });
  const audience = articles.find((article) => article.family === family)?.audience ?? 'professional';
  return {
    family,
    familyName: familyNames[family],
    issued: record.issued,
    srn: manufacturerSrn,
    groups,
    standards: standardsFor(audience),
    commonSpecifications: groups.flatMap((group) => group.commonSpecifications),
    notifiedBody,
    signatory,
    place: placeOfIssue,
  };
}

function buildDeclarations(articles: readonly DocumentArticle[]): Record<DocumentFamily, Declaration> {
  const declarations = Object.fromEntries(documentFamilies.map((family) => [family, buildDeclaration(family, articles)])) as Record<DocumentFamily, Declaration>;
  for (const article of articles) {
    const count = declarations[article.family].groups.filter((group) => group.articles.includes(article)).length;
    // A device is placed on the market only with a declaration: a new catalogue article needs its group here.
    if (count !== 1) throw new Error(`conformity: ${article.articleNr} is in ${count} groups of the ${article.family} declaration, not one`);
  }
  return declarations;
}

/** Built once per catalogue read: a page and its PDF ask for several. */
const declarationsOf = new WeakMap<readonly DocumentArticle[], Record<DocumentFamily, Declaration>>();
function declarations(articles: readonly DocumentArticle[]): Record<DocumentFamily, Declaration> {
  let built = declarationsOf.get(articles);
  if (!built) declarationsOf.set(articles, (built = buildDeclarations(articles)));
  return built;
}

export function isDocumentFamily(value: string): value is DocumentFamily {
  return (documentFamilies as readonly string[]).includes(value);
}

/** A family's declaration, listing the catalogue's articles of that family. */
export function getDeclaration(articles: readonly DocumentArticle[], family: DocumentFamily): Declaration {
  return declarations(articles)[family];
}

export function getDeclarations(articles: readonly DocumentArticle[]): readonly Declaration[] {
  return documentFamilies.map((family) => declarations(articles)[family]);
}

/** The classes of a declaration's groups, lowest first ('B', or 'B, C'). */
export function declarationClasses(declaration: Declaration): IvdClass[] {
  return classOrder.filter((ivdClass) => declaration.groups.some((group) => group.ivdClass === ivdClass));
}

/**
 * The declaration's own words, as Annex IV asks for them, in the order the page and the PDF give
 * them. Swedish follows the Swedish text of the Regulation (EU-försäkran om överensstämmelse,
 * tillverkarens eget ansvar, anmält organ, bilaga, klass).
 */
export const conformityText = {
  title: L('EU declaration of conformity', 'EU-försäkran om överensstämmelse'),
  regulation: L(
    'Regulation (EU) 2017/746 on in vitro diagnostic medical devices (IVDR), Article 17 and Annex IV',
    'Förordning (EU) 2017/746 om medicintekniska produkter för in vitro-diagnostik (IVDR), artikel 17 och bilaga IV',
  ),
  headings: {
    manufacturer: L('1. Manufacturer', '1. Tillverkare'),
    declaration: L('2. Declaration', '2. Försäkran'),
    devices: L('3. Devices', '3. Produkter'),
    standards: L('4. Standards and common specifications applied', '4. Tillämpade standarder och gemensamma specifikationer'),
    notifiedBody: L('5. Notified body', '5. Anmält organ'),
    additional: L('6. Additional information', '6. Ytterligare information'),
    signature: L('7. Signature', '7. Underskrift'),
  },
  srn: L('Single registration number (SRN)', 'Unikt registreringsnummer (SRN)'),
  country: L('Sweden', 'Sverige'),
  soleResponsibility: L(
    'This declaration of conformity is issued under the sole responsibility of the manufacturer.',
    'Denna EU-försäkran om överensstämmelse utfärdas på tillverkarens eget ansvar.',
  ),
  conformity: L(
    'The devices listed in this declaration meet the applicable requirements of Regulation (EU) 2017/746 of the European Parliament and of the Council of 5 April 2017 on in vitro diagnostic medical devices.',
    'Produkterna i denna försäkran uppfyller de tillämpliga kraven i Europaparlamentets och rådets förordning (EU) 2017/746 av den 5 april 2017 om medicintekniska produkter för in vitro-diagnostik.',
  ),
  otherLegislation: L(
    'No other Union legislation that provides for an EU declaration of conformity applies to them.',
    'Ingen annan unionslagstiftning som föreskriver en EU-försäkran om överensstämmelse är tillämplig på dem.',
  ),
  group: {
    basicUdiDi: L('Basic UDI-DI', 'Grundläggande UDI-DI'),
    intendedPurpose: L('Intended purpose', 'Avsett ändamål'),
    riskClass: L('Risk class', 'Riskklass'),
    classValue: L('Class {class}', 'Klass {class}'),
    classification: L('Classification', 'Klassificering'),
    higherClass: L('Where several rules apply, the one giving the higher class applies.', 'När flera regler är tillämpliga gäller den regel som ger den högre klassen.'),
    procedure: L('Conformity assessment procedure', 'Förfarande för bedömning av överensstämmelse'),
    certificates: L('Certificates', 'Intyg'),
    devicesCaption: L('Devices with the Basic UDI-DI {udi}', 'Produkter med grundläggande UDI-DI {udi}'),
    columns: {
      articleNr: L('REF (article no.)', 'REF (art.nr)'),
      device: L('Device', 'Produkt'),
      instructions: L('Instructions for use', 'Bruksanvisning'),
    },
  },
  standardsCaption: L('Harmonised and other standards applied', 'Tillämpade harmoniserade och andra standarder'),
  standardColumns: [L('Standard', 'Standard'), L('Subject', 'Område')],
  commonSpecificationsLabel: L('Common specifications', 'Gemensamma specifikationer'),
  noCommonSpecifications: L('No common specifications apply to these devices.', 'Inga gemensamma specifikationer är tillämpliga på dessa produkter.'),
  notifiedBody: L('{name}, identification number {number}', '{name}, identifikationsnummer {number}'),
  notifiedBodyRole: L(
    'The notified body carried out the conformity assessment procedures above and issued the certificates listed with each Basic UDI-DI.',
    'Det anmälda organet har genomfört förfarandena för bedömning av överensstämmelse ovan och utfärdat de intyg som anges för varje grundläggande UDI-DI.',
  ),
  additional: L(
    'Every device in this declaration bears the CE marking with the identification number of the notified body (CE\u00a0{number}). None is placed on the market under the transitional provisions of Article 110 of Regulation (EU) 2017/746.',
    'Alla produkter i denna försäkran är försedda med CE-\u2060märkning och det anmälda organets identifikationsnummer (CE\u00a0{number}). Ingen av dem släpps ut på marknaden med stöd av övergångsbestämmelserna i artikel 110 i förordning (EU) 2017/746.',
  ),
  signedFor: L('Signed for and on behalf of {company}', 'Undertecknad för och på vägnar av {company}'),
  placeAndDate: L('Place and date of issue', 'Ort och datum för utfärdande'),
  placeDate: L('{place}, {date}', '{place} den {date}'),
  name: L('Name', 'Namn'),
  function: L('Function', 'Befattning'),
};
