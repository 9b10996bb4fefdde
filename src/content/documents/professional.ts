/**
 * The instructions for use of the professional drug tests (single panels, multi-panel cups, the
 * saliva multi-test and the manipulation control), written for trained staff ('ni' in Swedish).
 * Figures come from the article record (catalogue): cut-offs, reading times, pack size.
 */
import type { Localized } from '@/i18n/localized';
import type { ResultWindowSpec } from '@/lib/documents/result-window';
import type { DocumentArticle } from './articles';
import { inSentence, L, minutes } from './blocks';
import type { EditionFeatures } from './index';

export type Outcome = { outcome: 'positive' | 'negative' | 'invalid'; title: Localized; text: Localized; window: ResultWindowSpec; alt: Localized };

export type KindText = {
  purpose: Localized[];
  principle: Localized[];
  detectsIntro: Localized;
  sample: Localized[];
  provided: Localized[];
  required: Localized[];
  steps: Localized[];
  outcomes: Outcome[];
  interpretationNote?: Localized;
  limitations: Localized[];
};

const competitiveOutcomes = (strip: Localized): Outcome[] => [
  {
    outcome: 'positive',
    title: L('Preliminary positive', 'Preliminärt positivt'),
    text: L(
      `A line appears in the control region (C) but no line in the test region (T)${strip.en}. The substance is present at or above the cut-off. The result must be confirmed by a laboratory before it is acted on.`,
      `En linje syns i kontrollområdet (C) men ingen linje i testområdet (T)${strip.sv}. Substansen finns i en halt vid eller över gränsvärdet. Resultatet ska bekräftas av laboratorium innan det får följder.`,
    ),
    window: { type: 'lines', lines: [{ label: 'C', state: 'on' }, { label: 'T', state: 'off' }] },
    alt: L('Result window with a control line only: preliminary positive.', 'Resultatfönster med enbart kontrollinje: preliminärt positivt.'),
  },
  {
    outcome: 'negative',
    title: L('Negative', 'Negativt'),
    text: L(
      `Two lines appear: one in the control region (C) and one in the test region (T)${strip.en}. Any visible T line, however faint, means negative: the substance is absent or below the cut-off.`,
      `Två linjer syns: en i kontrollområdet (C) och en i testområdet (T)${strip.sv}. Varje synlig T-linje, hur svag den än är, betyder negativt: substansen saknas eller ligger under gränsvärdet.`,
    ),
    window: { type: 'lines', lines: [{ label: 'C', state: 'on' }, { label: 'T', state: 'faint' }] },
    alt: L('Result window with a control line and a faint test line: negative.', 'Resultatfönster med kontrollinje och svag testlinje: negativt.'),
  },
  {
    outcome: 'invalid',
    title: L('Invalid', 'Ogiltigt'),
    text: L(
      'No line appears in the control region (C), whatever the test region shows. The usual causes are too little sample or a wrong procedure. Repeat with a new test; if it happens again, stop using the batch and contact us.',
      'Ingen linje syns i kontrollområdet (C), oavsett vad testområdet visar. Vanliga orsaker är för lite prov eller fel utförande. Gör om testningen med en ny testenhet. Om det händer igen ska ni sluta använda tillverkningssatsen och kontakta oss.',
    ),
    window: { type: 'lines', lines: [{ label: 'C', state: 'off' }, { label: 'T', state: 'on' }] },
    alt: L('Result window without a control line: invalid.', 'Resultatfönster utan kontrollinje: ogiltigt.'),
  },
];

const drugLimitations = (matrix: Localized): Localized[] => [
  L(
    `The test gives a qualitative screening result only. Every preliminary positive result must be confirmed by a laboratory with a specific method such as LC-MS/MS or GC-MS where the law or your policy requires it, and assessed by a medical review officer (MRO) before a decision is made.`,
    `Testet ger endast ett kvalitativt screeningresultat. Varje preliminärt positivt resultat ska bekräftas av laboratorium med en specifik metod, till exempel LC-MS/MS eller GC-MS, när lag eller policy kräver det, och bedömas genom läkarverifiering (MRO) innan beslut fattas.`,
  ),
  L(
    'Prescribed or over-the-counter medicines can give a positive result (for example codeine for opiates). Ask the tested person about medication and record it before testing.',
    'Förskrivna och receptfria läkemedel kan ge positivt resultat (till exempel kodein för opiater). Fråga den testade personen om läkemedel och anteckna dem före testet.',
  ),
  L(
    `A negative result does not rule out use: the concentration in ${matrix.en} may be below the cut-off, or the substance may already have been eliminated.`,
    `Ett negativt resultat utesluter inte intag: halten i ${matrix.sv} kan ligga under gränsvärdet eller substansen kan redan ha utsöndrats.`,
  ),
  L(
    'Structurally related substances can react with the test. The intensity of a line does not show how much of a substance is present.',
    'Strukturellt närliggande substanser kan reagera med testet. Linjens styrka visar inte hur mycket av en substans som finns i provet.',
  ),
];

function readingSteps(article: DocumentArticle, features: EditionFeatures): Localized[] {
  const read = minutes(article.readingMinutes);
  const steps = [L(`Read the result at ${read.en}.`, `Läs av resultatet efter ${read.sv}.`)];
  if (features.latestReadingTime && article.latestReadingMinutes) {
    const latest = minutes(article.latestReadingMinutes);
    steps[0] = L(
      `Read the result at ${read.en}. Do not read it after ${latest.en}: lines that appear later have no meaning.`,
      `Läs av resultatet efter ${read.sv}. Läs inte av det efter ${latest.sv}: linjer som syns senare saknar betydelse.`,
    );
  }
  return steps;
}

function urineCassette(article: DocumentArticle, features: EditionFeatures): KindText {
  const name = L(inSentence(article.name.en), inSentence(article.name.sv));
  const code = article.code ?? '';
  const label = (text: string) => (text.toLowerCase() === code.toLowerCase() ? code : `${text} (${code})`);
  return {
    purpose: [
      L(
        `The ${label(name.en)} test is a rapid lateral-flow immunoassay for the qualitative detection of ${name.en} in human urine at the cut-off stated below. It is a screening test for professional use in workplaces, treatment services and healthcare.`,
        `Testet för ${label(name.sv)} är en snabb immunokromatografisk analys för kvalitativ påvisning av ${name.sv} i human urin vid det gränsvärde som anges nedan. Det är ett screeningtest för professionell användning på arbetsplatser, inom missbruksvård och hälso- och sjukvård.`,
      ),
      L('The result is preliminary. It needs laboratory confirmation where the law or your policy asks for it.', 'Resultatet är preliminärt och behöver bekräftas av laboratorium när lag eller policy kräver det.'),
    ],
    principle: [
      L(
        'The test is a competitive immunoassay. The drug in the sample competes with a drug conjugate on the membrane for antibody binding sites. If the drug is below the cut-off, the antibodies bind to the conjugate and a line forms in the test region (T). If the drug is at or above the cut-off, it occupies the antibodies and no T line forms. A line in the control region (C) shows that the test has worked.',
        'Testet är en kompetitiv immunoanalys. Substansen i provet konkurrerar med ett substanskonjugat på membranet om antikropparnas bindningsställen. Om halten ligger under gränsvärdet binder antikropparna till konjugatet och en linje bildas i testområdet (T). Om halten ligger vid eller över gränsvärdet binder substansen till antikropparna och ingen T-linje bildas. En linje i kontrollområdet (C) visar att testet har fungerat.',
      ),
    ],
    detectsIntro: L(
      'The test shows a positive result when the concentration in urine is at or above this cut-off:',
      'Testet visar positivt resultat när halten i urinen ligger vid eller över detta gränsvärde:',
    ),
    sample: [
      L(
        'Fresh urine collected in a clean, dry container. Test it as soon as possible after collection; if that is not possible, keep it refrigerated and test within the working day.',
        'Färsk urin som samlats i en ren och torr behållare. Testa provet så snart som möjligt efter provtagningen. Om det inte går ska provet förvaras i kylskåp och testas samma arbetsdag.',
      ),
      L(
        'Cloudy samples should be left to settle first. Collect under supervision according to your testing procedure, and check a suspicious sample with the manipulation control (DRX107-CE99).',
        'Grumliga prov bör få sedimentera först. Samla provet under övervakning enligt er testrutin och kontrollera misstänkta prov med manipulationskontrollen (DRX107-CE99).',
      ),
    ],
    provided: [
      L(`Test cassettes in sealed pouches, each with a pipette (${article.quantity ?? ''} per box)`, `Testkassetter i förseglade foliepåsar, var och en med pipett (${article.quantity ?? ''} per kartong)`),
      L('Instructions for use (this document)', 'Bruksanvisning (detta dokument)'),
    ],
    required: [
      L('Urine collection container', 'Behållare för urinprov'),
      L('Timer', 'Timer'),
      L('Disposable gloves', 'Engångshandskar'),
    ],
    steps: [
      L('Put on gloves. Let the pouch and the sample reach room temperature.', 'Ta på handskar. Låt foliepåsen och provet anta rumstemperatur.'),
      L('Open the pouch, take out the cassette and place it on a clean, level surface. Mark it with the sample’s ID.', 'Öppna foliepåsen, ta ut kassetten och lägg den på en ren, plan yta. Märk den med provets id.'),
      L(
        'Draw urine into the pipette and let it fall drop by drop into the sample well (S) until the liquid starts to move across the result window. Do not flood the well.',
        'Sug upp urin i pipetten och droppa den i provbrunnen (S) tills vätskan börjar vandra över resultatfönstret. Fyll inte brunnen för mycket.',
      ),
      L('Start the timer and leave the cassette flat and untouched.', 'Starta timern och låt kassetten ligga plant och orörd.'),
      ...readingSteps(article, features),
      L('Record the result with the sample ID, date, time and batch number (LOT).', 'Dokumentera resultatet med provets id, datum, klockslag och tillverkningssats (LOT).'),
    ],
    outcomes: competitiveOutcomes(L('', '')),
    limitations: drugLimitations(L('urine', 'urinen')),
  };
}

function urineCup(article: DocumentArticle, features: EditionFeatures): KindText {
  const count = article.cutOffs.length;
  return {
    purpose: [
      L(
        `The ${article.name.en} is a urine collection cup with ${count} built-in lateral-flow immunoassay strips for the simultaneous qualitative detection of the substances listed below at their cut-offs. It is a screening test for professional use in workplaces, treatment services and healthcare.`,
        `${article.name.sv} är en urinkopp med ${count} inbyggda immunokromatografiska testremsor som samtidigt och kvalitativt påvisar substanserna nedan vid respektive gränsvärde. Det är ett screeningtest för professionell användning på arbetsplatser, inom missbruksvård och hälso- och sjukvård.`,
      ),
      L('The results are preliminary. They need laboratory confirmation where the law or your policy asks for it.', 'Resultaten är preliminära och behöver bekräftas av laboratorium när lag eller policy kräver det.'),
    ],
    principle: [
      L(
        'Each strip is a competitive immunoassay: a drug present at or above its cut-off occupies the antibodies, so no line forms in that strip’s test region (T). A line in the control region (C) of each strip shows that the strip has worked. The cup also carries a temperature strip and fields for pH and creatinine, which show whether the sample is fresh and undiluted.',
        'Varje remsa är en kompetitiv immunoanalys: en substans som finns vid eller över sitt gränsvärde binder till antikropparna, så att ingen linje bildas i remsans testområde (T). En linje i varje remsas kontrollområde (C) visar att remsan har fungerat. Koppen har också en temperaturremsa och fält för pH och kreatinin, som visar om provet är färskt och inte utspätt.',
      ),
    ],
    detectsIntro: L(
      'Each strip shows a positive result when the concentration in urine is at or above its cut-off:',
      'Varje remsa visar positivt resultat när halten i urinen ligger vid eller över remsans gränsvärde:',
    ),
    sample: [
      L(
        'The tested person provides a fresh urine sample directly into the cup, to at least the minimum fill line, under the supervision your testing procedure requires.',
        'Den testade personen lämnar ett färskt urinprov direkt i koppen, minst upp till den nedre fyllnadsmarkeringen, under den övervakning som er testrutin kräver.',
      ),
      L(
        'Read the temperature strip at once: a temperature outside the marked range means the sample may not be fresh or may have been substituted.',
        'Läs av temperaturremsan direkt: en temperatur utanför det markerade intervallet betyder att provet kanske inte är färskt eller har bytts ut.',
      ),
    ],
    provided: [
      L(`Test cups with screw caps in sealed bags (${article.quantity ?? ''} per box)`, `Testkoppar med skruvlock i förseglade påsar (${article.quantity ?? ''} per kartong)`),
      L('Instructions for use (this document)', 'Bruksanvisning (detta dokument)'),
    ],
    required: [L('Timer', 'Timer'), L('Disposable gloves', 'Engångshandskar'), L('Chain-of-custody form, where your procedure uses one', 'Blankett för spårbarhet (chain of custody) om er rutin använder en sådan')],
    steps: [
      L('Put on gloves. Write the sample ID on the cup’s label and hand the cup to the tested person.', 'Ta på handskar. Skriv provets id på koppens etikett och lämna koppen till den testade personen.'),
      L('When the sample has been given, screw the cap on firmly and place the cup upright on a level surface.', 'När provet har lämnats skruvar ni på locket ordentligt och ställer koppen upprätt på en plan yta.'),
      L('Read the temperature strip straight away and note the reading.', 'Läs av temperaturremsan direkt och anteckna värdet.'),
      L('Peel off the label covering the result windows and start the timer.', 'Dra av etiketten som täcker resultatfönstren och starta timern.'),
      ...readingSteps(article, features),
      L(
        'Compare the pH and creatinine fields with the colour chart on the cup’s label. Record all results with the sample ID, date, time and batch number (LOT).',
        'Jämför fälten för pH och kreatinin med färgskalan på koppens etikett. Dokumentera alla resultat med provets id, datum, klockslag och tillverkningssats (LOT).',
      ),
      L(
        'Keep a cup with a preliminary positive result sealed: it can be sent to the laboratory for confirmation.',
        'Behåll en kopp med preliminärt positivt resultat förseglad, så att den kan skickas till laboratoriet för bekräftelse.',
      ),
    ],
    outcomes: competitiveOutcomes(L(' of a substance’s strip', ' på remsan för en substans')),
    interpretationNote: L(
      'Read every strip on its own: one strip can be positive while the others are negative. The pictures show one strip.',
      'Läs av varje remsa för sig: en remsa kan vara positiv medan de andra är negativa. Bilderna visar en remsa.',
    ),
    limitations: [
      ...drugLimitations(L('urine', 'urinen')),
      L(
        'A pH or creatinine value outside the normal range means the sample may be diluted or adulterated; treat all results of that sample as unreliable and collect a new sample under observation.',
        'Ett värde för pH eller kreatinin utanför normalintervallet betyder att provet kan vara utspätt eller manipulerat. Betrakta då provets alla resultat som otillförlitliga och ta ett nytt prov under övervakning.',
      ),
    ],
  };
}

function saliva(article: DocumentArticle, features: EditionFeatures): KindText {
  return {
    purpose: [
      L(
        `This saliva multi-test is a rapid lateral-flow immunoassay for the simultaneous qualitative detection of the seven substances below in oral fluid. It shows recent use and is a screening test for professional use where sampling must be supervised or no toilet is available.`,
        `Salivmultitestet är en snabb immunokromatografisk analys som samtidigt och kvalitativt påvisar de sju substanserna nedan i saliv. Testet visar om intag skett nyligen och är ett screeningtest för professionell användning där provtagningen ska övervakas eller toalett saknas.`,
      ),
      L('The results are preliminary. They need laboratory confirmation where the law or your policy asks for it.', 'Resultaten är preliminära och behöver bekräftas av laboratorium när lag eller policy kräver det.'),
    ],
    principle: [
      L(
        'Each strip is a competitive immunoassay. Oral fluid contains the parent drug rather than its urinary metabolite, at lower concentrations, which is why the cut-offs are lower than those of urine tests. A drug at or above its cut-off prevents a line in that strip’s test region (T); a line in the control region (C) shows that the strip has worked.',
        'Varje remsa är en kompetitiv immunoanalys. Saliv innehåller själva substansen, inte metaboliten som i urin, och i lägre halter. Därför är gränsvärdena lägre än för urintester. En substans vid eller över gränsvärdet förhindrar att en linje bildas i remsans testområde (T). En linje i kontrollområdet (C) visar att remsan har fungerat.',
      ),
    ],
    detectsIntro: L('Each strip shows a positive result when the concentration in oral fluid is at or above its cut-off:', 'Varje remsa visar positivt resultat när halten i saliven ligger vid eller över remsans gränsvärde:'),
    sample: [
      L(
        'Oral fluid collected with the collector: a spatula with an absorbent pad that the tested person draws several times along the inside of the cheeks and over the tongue until the pad is soaked.',
        'Saliv som samlas med provtagningspinnen: en spatel med absorberande dyna som den testade personen drar flera gånger längs kindernas insida och över tungan tills dynan är genomblöt.',
      ),
      L(
        'The mouth must be empty – no food, drink, snus, tobacco or chewing gum – before the sample is taken. Supervise the person until sampling is complete.',
        'Munnen ska vara tom – ingen mat, dryck, snus, tobak eller tuggummi – innan provet tas. Övervaka personen tills provtagningen är klar.',
      ),
    ],
    provided: [
      L(`Test devices with collectors in sealed pouches (${article.quantity ?? ''} per box)`, `Testenheter med provtagningspinnar i förseglade foliepåsar (${article.quantity ?? ''} per kartong)`),
      L('Instructions for use (this document)', 'Bruksanvisning (detta dokument)'),
    ],
    required: [L('Timer', 'Timer'), L('Disposable gloves', 'Engångshandskar')],
    steps: [
      L('Put on gloves. Open the pouch and mark the device with the sample’s ID.', 'Ta på handskar. Öppna foliepåsen och märk testenheten med provets id.'),
      L('Hand the collector to the tested person and let them sweep the pad along the inside of both cheeks and over the tongue until it is soaked.', 'Ge provtagningspinnen till den testade personen och låt personen dra dynan längs insidan av båda kinderna och över tungan tills den är genomblöt.'),
      L('Insert the collector into the device as shown on the device, pad first, and close it.', 'För in provtagningspinnen i testenheten med dynan först, så som det visas på enheten, och stäng den.'),
      L('Keep the device upright on a level surface and start the timer.', 'Håll testenheten upprätt på en plan yta och starta timern.'),
      ...readingSteps(article, features),
      L('Record every strip’s result with the sample ID, date, time and batch number (LOT).', 'Dokumentera varje remsas resultat med provets id, datum, klockslag och tillverkningssats (LOT).'),
    ],
    outcomes: competitiveOutcomes(L(' of a substance’s strip', ' på remsan för en substans')),
    interpretationNote: L('Read every strip on its own. The pictures show one strip.', 'Läs av varje remsa för sig. Bilderna visar en remsa.'),
    limitations: [
      ...drugLimitations(L('oral fluid', 'saliven')),
      L(
        'Oral fluid shows recent use; a drug taken longer ago may be detectable in urine but no longer in saliva.',
        'Saliv visar intag som skett nyligen. En substans som tagits för längre sedan kan fortfarande påvisas i urin men inte längre i saliv.',
      ),
    ],
  };
}

function adulteration(article: DocumentArticle): KindText {
  return {
    purpose: [
      L(
        'The manipulation control is a reagent strip for professional use that checks a urine sample for dilution and for acidic or alkaline additives before it is drug tested. It does not detect drugs.',
        'Manipulationskontrollen är en reagensremsa för professionell användning som kontrollerar om ett urinprov har spätts ut eller fått sura eller basiska tillsatser innan det drogtestas. Den påvisar inga droger.',
      ),
    ],
    principle: [
      L(
        'Each pad on the strip contains a chemical indicator that changes colour with the amount of the marker in the urine. The colours are compared with the chart on the tube.',
        'Varje fält på remsan innehåller en kemisk indikator som ändrar färg efter halten av markören i urinen. Färgerna jämförs med skalan på burken.',
      ),
    ],
    detectsIntro: L('The strip has one pad per marker:', 'Remsan har ett fält per markör:'),
    sample: [L('Fresh, uncentrifuged urine, tested as soon as possible after collection and before the drug test.', 'Färsk, ocentrifugerad urin som testas så snart som möjligt efter provtagningen och före drogtestet.')],
    provided: [
      L(`Reagent strips in a tube with desiccant (${article.quantity ?? ''} per tube)`, `Reagensremsor i burk med torkmedel (${article.quantity ?? ''} per burk)`),
      L('Colour chart on the tube label', 'Färgskala på burkens etikett'),
    ],
    required: [L('Urine collection container', 'Behållare för urinprov'), L('Timer', 'Timer'), L('Disposable gloves', 'Engångshandskar')],
    steps: [
      L('Put on gloves. Take one strip from the tube and close the lid at once; do not touch the pads.', 'Ta på handskar. Ta ut en remsa och stäng locket direkt. Rör inte vid fälten.'),
      L('Dip the strip in the urine so that all pads are wet, take it out at once and draw its edge along the rim of the container to remove excess urine.', 'Doppa remsan i urinen så att alla fält blir våta, ta upp den direkt och dra kanten mot behållarens kant så att överskottet försvinner.'),
      L(`Hold the strip horizontally and compare the pads with the colour chart on the tube after ${minutes(article.readingMinutes).en}.`, `Håll remsan vågrätt och jämför fälten med färgskalan på burken efter ${minutes(article.readingMinutes).sv}.`),
      L('Record the result with the sample ID, then go on with the drug test if the sample is normal.', 'Dokumentera resultatet med provets id och fortsätt med drogtestet om provet är normalt.'),
    ],
    outcomes: [
      {
        outcome: 'positive',
        title: L('Abnormal (suspected manipulation)', 'Avvikande (misstänkt manipulation)'),
        text: L(
          'A pad matches a colour outside the normal range of the chart. Treat the sample as suspect: do not rely on its drug test and collect a new sample under observation.',
          'Ett fält motsvarar en färg utanför skalans normalintervall. Betrakta provet som misstänkt: lita inte på dess drogtest och ta ett nytt prov under övervakning.',
        ),
        window: { type: 'pads', pads: [{ label: 'CRE', tone: 'changed' }, { label: 'pH', tone: 'unchanged' }] },
        alt: L('Strip with the creatinine pad outside the normal colour: abnormal.', 'Remsa där kreatininfältet har en färg utanför normalintervallet: avvikande.'),
      },
      {
        outcome: 'negative',
        title: L('Normal', 'Normalt'),
        text: L('Both pads match colours within the normal range of the chart. The sample can be drug tested.', 'Båda fälten motsvarar färger inom skalans normalintervall. Provet kan drogtestas.'),
        window: { type: 'pads', pads: [{ label: 'CRE', tone: 'unchanged' }, { label: 'pH', tone: 'unchanged' }] },
        alt: L('Strip with both pads in the normal colour range: normal.', 'Remsa där båda fälten ligger inom normalintervallet: normalt.'),
      },
      {
        outcome: 'invalid',
        title: L('Invalid', 'Ogiltigt'),
        text: L(
          'A pad was discoloured before use, or the colours were read too late. Repeat with a new strip, and keep the tube closed between uses.',
          'Ett fält var missfärgat före användning eller färgerna lästes av för sent. Gör om med en ny remsa och håll burken stängd mellan användningarna.',
        ),
        window: { type: 'pads', pads: [{ label: 'CRE', tone: 'discoloured' }, { label: 'pH', tone: 'discoloured' }] },
        alt: L('Strip with discoloured pads: invalid.', 'Remsa med missfärgade fält: ogiltigt.'),
      },
    ],
    limitations: [
      L(
        'The result is preliminary only. Abnormal results must be confirmed by a laboratory.',
        'Resultatet är endast preliminärt. Avvikande resultat måste bekräftas av ett laboratorium.',
      ),
      L(
        'Large fluid intake, some medical conditions and medicines can also change creatinine or pH; an abnormal value is a reason for a new, observed sample, not proof of cheating.',
        'Stort vätskeintag, vissa sjukdomar och läkemedel kan också påverka kreatinin eller pH. Ett avvikande värde är skäl för ett nytt, övervakat prov – inte ett bevis för fusk.',
      ),
    ],
  };
}

export function professionalText(article: DocumentArticle, features: EditionFeatures): KindText {
  switch (article.kind) {
    case 'urine-cassette':
      return urineCassette(article, features);
    case 'urine-cup':
      return urineCup(article, features);
    case 'saliva':
      return saliva(article, features);
    case 'adulteration':
      return adulteration(article);
    default:
      throw new Error(`documents: ${article.articleNr} is not a professional test`);
  }
}
