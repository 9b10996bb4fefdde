/**
 * The instructions for use of the InstaCARE, InstaCHECK and InstaFIND self-tests, written for lay
 * people in plain language ('du' in Swedish). Reading times come from the catalogue record
 * (`resultMinutes`); the texts state no other figures than those the catalogue gives.
 */
import type { Localized } from '@/i18n/localized';
import type { WindowLine } from '@/lib/documents/result-window';
import type { DocumentArticle, SelfTestKind } from './articles';
import { L, minutes } from './blocks';
import type { KindText, Outcome } from './professional';
import type { EditionFeatures } from './index';

const lines = (...states: [string, WindowLine['state']][]) => ({ type: 'lines' as const, lines: states.map(([label, state]) => ({ label, state })) });

const invalidLines = (labels: string[] = ['C', 'T']): Outcome => ({
  outcome: 'invalid',
  title: L('Invalid', 'Ogiltigt'),
  text: L(
    'No line appears at C. The test has not worked, whatever you see at T – perhaps too little sample was used. Do the test again with a new test.',
    'Ingen linje syns vid C. Testet har inte fungerat, oavsett vad du ser vid T – du kan ha använt för lite prov. Gör om det med ett nytt test.',
  ),
  window: lines(...labels.map((label, index): [string, WindowLine['state']] => [label, index === 0 ? 'off' : index === 1 ? 'on' : 'off'])),
  alt: L('Result window without a control line: invalid.', 'Resultatfönster utan kontrollinje: ogiltigt.'),
});

/** The steps of a urine test stick (pregnancy, ovulation, menopause). */
function urineStickSteps(article: DocumentArticle, before: Localized[]): Localized[] {
  const read = minutes(article.readingMinutes);
  return [
    ...before,
    L('Open the pouch just before use and take off the cap of the test stick.', 'Öppna foliepåsen precis före användning och ta av locket från teststickan.'),
    L(
      'Hold the absorbent tip pointing downwards in your urine stream until it is thoroughly wet, or dip it in urine collected in a clean, dry cup up to the MAX line.',
      'Håll den absorberande spetsen nedåt i urinstrålen tills den är ordentligt blöt, eller doppa den upp till MAX-markeringen i urin som du samlat i en ren och torr kopp.',
    ),
    L('Put the cap back on and lay the stick flat with the result window facing up.', 'Sätt tillbaka locket och lägg stickan plant med resultatfönstret uppåt.'),
    L(`Wait ${read.en}, then read the result. Do not read it much later: a line that appears later means nothing.`, `Vänta ${read.sv} och läs sedan av resultatet. Läs inte av det långt senare: en linje som dyker upp senare betyder ingenting.`),
  ];
}

/** The steps of a finger-prick blood test (ferritin, vitamin D, TSH), read against the reference chart. */
function fingerPrickSteps(article: DocumentArticle): Localized[] {
  const read = minutes(article.readingMinutes);
  return [
    L('Wash your hands in warm water and dry them well. Warm hands bleed more easily.', 'Tvätta händerna i varmt vatten och torka dem noga. Varma händer blöder lättare.'),
    L('Open the pouch and lay the test cassette on a flat surface.', 'Öppna foliepåsen och lägg testkassetten på en plan yta.'),
    L('Clean the side of a fingertip with the alcohol swab and let it dry.', 'Rengör sidan av en fingertopp med spritkompressen och låt den torka.'),
    L('Press the lancet firmly against the cleaned spot until it clicks. Wipe away the first drop of blood with the plaster pad.', 'Tryck lansetten bestämt mot det rengjorda stället tills det klickar. Torka bort den första bloddroppen med kompressen.'),
    L('Massage the finger gently towards the tip and fill the pipette with blood up to the line.', 'Massera fingret försiktigt mot toppen och fyll pipetten med blod upp till markeringen.'),
    L('Empty the pipette into the sample well (S), then add the solution from the bottle as shown on the bottle label.', 'Töm pipetten i provbrunnen (S) och tillsätt sedan lösningen från flaskan enligt anvisningen på etiketten.'),
    L(`Wait ${read.en} and compare the test line (T) with the reference chart in the pack.`, `Vänta ${read.sv} och jämför testlinjen (T) med referensskalan i förpackningen.`),
  ];
}

/** The steps of a stool test (occult blood, H. pylori). */
function stoolSteps(article: DocumentArticle): Localized[] {
  const read = minutes(article.readingMinutes);
  return [
    L('Lay the collection paper over the toilet water so that the stool does not touch water, urine or cleaning agents.', 'Lägg uppsamlingspappret över vattnet i toaletten så att avföringen inte kommer i kontakt med vatten, urin eller rengöringsmedel.'),
    L('Unscrew the sampling tube and stick its rod into the stool in several different places.', 'Skruva upp provröret och stick ner staven i avföringen på flera olika ställen.'),
    L('Put the rod back into the tube, screw it tight and shake well so that the sample mixes with the liquid.', 'Sätt tillbaka staven i röret, skruva åt ordentligt och skaka väl så att provet blandas med vätskan.'),
    L('Open the pouch, lay the cassette flat, break off the tip of the tube and squeeze the liquid drop by drop into the sample well (S) as shown on the tube.', 'Öppna foliepåsen, lägg kassetten plant, bryt av rörets spets och droppa vätskan i provbrunnen (S) så som det visas på röret.'),
    L(`Wait ${read.en}, then read the result.`, `Vänta ${read.sv} och läs sedan av resultatet.`),
  ];
}

type SelfTestText = Omit<KindText, 'steps' | 'provided' | 'required'> & {
  steps: (article: DocumentArticle) => Localized[];
  provided: Localized[];
  required: Localized[];
};

const cup = L('A clean, dry cup (if you do not test in the urine stream)', 'En ren och torr kopp (om du inte testar direkt i urinstrålen)');
const clock = L('A clock or timer', 'En klocka eller timer');
const leaflet = L('Instructions for use (this document)', 'Bruksanvisning (detta dokument)');
const fingerPrickKit = [
  L('Test cassette in a sealed pouch', 'Testkassett i förseglad foliepåse'),
  L('Lancet, alcohol swab and plaster', 'Lansett, spritkompress och plåster'),
  L('Pipette and bottle of solution', 'Pipett och flaska med lösning'),
  L('Reference chart', 'Referensskala'),
  leaflet,
];
const stoolKit = [
  L('Test cassette in a sealed pouch', 'Testkassett i förseglad foliepåse'),
  L('Sampling tube with liquid and a rod', 'Provrör med vätska och stav'),
  L('Collection paper', 'Uppsamlingspapper'),
  leaflet,
];

const texts: Record<SelfTestKind, SelfTestText> = {
  pregnancy: {
    purpose: [
      L(
        'This pregnancy test is a self-test that shows whether the pregnancy hormone hCG is present in your urine. You can use it from the first day of a missed period.',
        'Graviditetstestet är ett självtest som visar om graviditetshormonet hCG finns i din urin. Du kan använda det från första dagen efter utebliven mens.',
      ),
    ],
    principle: [
      L(
        'When you are pregnant, your body makes hCG. Antibodies in the test bind hCG and form a coloured line at T. The line at C shows that the test has worked.',
        'När du är gravid bildar kroppen hCG. Antikroppar i testet binder hCG och bildar en färgad linje vid T. Linjen vid C visar att testet har fungerat.',
      ),
    ],
    detectsIntro: L('The hormone hCG (human chorionic gonadotropin) in urine.', 'Hormonet hCG (humant koriongonadotropin) i urin.'),
    sample: [
      L(
        'Urine from any time of day. Early on, your first morning urine is best because it contains the most hCG. Do not drink a lot just before testing.',
        'Urin från vilken tid som helst på dygnet. Tidigt i graviditeten är morgonurinen bäst eftersom den innehåller mest hCG. Drick inte stora mängder precis före testet.',
      ),
    ],
    provided: [L('Test stick in a sealed pouch', 'Teststicka i förseglad foliepåse'), leaflet],
    required: [cup, clock],
    steps: (article) => urineStickSteps(article, []),
    outcomes: [
      {
        outcome: 'positive',
        title: L('Pregnant', 'Gravid'),
        text: L('Two lines, at C and at T. Even a faint T line means you are probably pregnant. Contact your midwife clinic or health centre.', 'Två linjer, vid C och vid T. Även en svag T-linje betyder att du troligen är gravid. Kontakta barnmorskemottagningen eller vårdcentralen.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('Lines at C and T: pregnant.', 'Linjer vid C och T: gravid.'),
      },
      {
        outcome: 'negative',
        title: L('Not pregnant', 'Inte gravid'),
        text: L('Only one line, at C. No hCG was found. If your period still does not come, test again in a few days.', 'Bara en linje, vid C. Inget hCG hittades. Om mensen fortfarande inte kommer kan du testa igen om några dagar.'),
        window: lines(['C', 'on'], ['T', 'off']),
        alt: L('A line at C only: not pregnant.', 'Bara en linje vid C: inte gravid.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('Very early in a pregnancy there may be too little hCG to show. A negative result followed by a missed period is a reason to test again.', 'Mycket tidigt i en graviditet kan det finnas för lite hCG för att synas. Ett negativt resultat följt av fortsatt utebliven mens är skäl att testa igen.'),
      L('Fertility treatment with hCG, a recent pregnancy or miscarriage, and some rare diseases can give a positive result without an ongoing pregnancy.', 'Fertilitetsbehandling med hCG, en nyligen avslutad graviditet eller ett missfall samt vissa ovanliga sjukdomar kan ge positivt resultat utan pågående graviditet.'),
    ],
  },
  ovulation: {
    purpose: [
      L(
        'This ovulation test is a self-test that finds your most fertile days by showing the surge of the hormone LH that comes before ovulation. It helps you plan a pregnancy; it is not a contraceptive.',
        'Ägglossningstestet är ett självtest som hittar dina mest fertila dagar genom att visa toppen av hormonet LH som kommer före ägglossningen. Det hjälper dig att planera en graviditet men är inget preventivmedel.',
      ),
    ],
    principle: [
      L(
        'There is always some LH in urine. Just before ovulation the level rises sharply. The T line becomes as dark as, or darker than, the C line when the surge is there.',
        'Det finns alltid lite LH i urinen. Strax före ägglossningen stiger halten kraftigt. När toppen kommer blir T-linjen lika mörk som eller mörkare än C-linjen.',
      ),
    ],
    detectsIntro: L('The surge of luteinising hormone (LH) in urine.', 'Toppen av luteiniserande hormon (LH) i urin.'),
    sample: [
      L(
        'Urine collected at about the same time every day. Morning urine is not recommended, because the LH surge often shows in urine later in the day. Do not drink a lot for a couple of hours before you test.',
        'Urin som samlas vid ungefär samma tid varje dag. Morgonurin rekommenderas inte, eftersom LH-toppen ofta syns i urinen först senare på dagen. Drick inte stora mängder ett par timmar innan du testar.',
      ),
    ],
    provided: [L('Test sticks in sealed pouches, enough for a full cycle', 'Teststickor i förseglade foliepåsar, tillräckligt för en hel cykel'), leaflet],
    required: [cup, clock],
    steps: (article) =>
      urineStickSteps(article, [
        L('Start testing a few days before the middle of your cycle and test once a day until you get a positive result.', 'Börja testa några dagar före mitten av din cykel och testa en gång per dag tills du får ett positivt resultat.'),
      ]),
    outcomes: [
      {
        outcome: 'positive',
        title: L('LH surge: fertile days', 'LH-topp: fertila dagar'),
        text: L('The T line is as dark as, or darker than, the C line. Ovulation is likely within the next day or two: these are your most fertile days.', 'T-linjen är lika mörk som eller mörkare än C-linjen. Ägglossningen kommer troligen inom ett till två dygn – det här är dina mest fertila dagar.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('T line as dark as the C line: LH surge.', 'T-linjen lika mörk som C-linjen: LH-topp.'),
      },
      {
        outcome: 'negative',
        title: L('No LH surge yet', 'Ingen LH-topp ännu'),
        text: L('The T line is lighter than the C line, or missing. Test again tomorrow at the same time.', 'T-linjen är ljusare än C-linjen eller saknas. Testa igen i morgon vid samma tid.'),
        window: lines(['C', 'on'], ['T', 'faint']),
        alt: L('T line lighter than the C line: no surge.', 'T-linjen ljusare än C-linjen: ingen topp.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('Irregular cycles, polycystic ovary syndrome, menopause and some fertility medicines can give misleading results.', 'Oregelbundna cykler, polycystiskt ovariesyndrom, klimakteriet och vissa fertilitetsläkemedel kan ge missvisande resultat.'),
      L('A positive result does not guarantee that ovulation takes place or that you will become pregnant.', 'Ett positivt resultat garanterar inte att ägglossning sker eller att du blir gravid.'),
    ],
  },
  utitest: {
    purpose: [
      L(
        'This urinary tract infection test is a self-test strip that shows white blood cells (leukocytes) and nitrite in urine – the typical signs of a urinary tract infection. It helps you decide when to see a doctor.',
        'Urinvägsinfektionstestet är en testremsa för självtest som visar vita blodkroppar (leukocyter) och nitrit i urinen – de typiska tecknen på urinvägsinfektion. Det hjälper dig att avgöra när du ska söka vård.',
      ),
    ],
    principle: [
      L(
        'The strip has two pads. One changes colour when leukocytes are present, the other when bacteria have turned nitrate in the urine into nitrite. You compare the colours with the chart on the tube.',
        'Remsan har två fält. Det ena ändrar färg när det finns leukocyter, det andra när bakterier har omvandlat nitrat i urinen till nitrit. Du jämför färgerna med skalan på burken.',
      ),
    ],
    detectsIntro: L('Leukocytes (LEU) and nitrite (NIT) in urine.', 'Leukocyter (LEU) och nitrit (NIT) i urin.'),
    sample: [L('Preferably your first morning urine, or urine that has been in the bladder for some hours. Catch the middle part of the stream in a clean cup.', 'Helst morgonurin eller urin som har varit i blåsan några timmar. Samla mittportionen av strålen i en ren kopp.')],
    provided: [L('Test strips in a tube with a colour chart', 'Testremsor i burk med färgskala'), leaflet],
    required: [L('A clean, dry cup', 'En ren och torr kopp'), clock],
    steps: (article) => [
      L('Wash your hands and catch urine from the middle of the stream in the cup.', 'Tvätta händerna och samla urin från mitten av strålen i koppen.'),
      L('Take one strip from the tube and close the lid at once. Do not touch the pads.', 'Ta ut en remsa och stäng burken direkt. Rör inte vid fälten.'),
      L('Dip the strip in the urine so that both pads are wet, and take it out at once. Tap off excess urine against the edge of the cup.', 'Doppa remsan i urinen så att båda fälten blir våta och ta upp den direkt. Knacka av överskottet mot koppens kant.'),
      L(`Wait ${minutes(article.readingMinutes).en} and compare the pads with the colour chart on the tube.`, `Vänta ${minutes(article.readingMinutes).sv} och jämför fälten med färgskalan på burken.`),
    ],
    outcomes: [
      {
        outcome: 'positive',
        title: L('Signs of infection', 'Tecken på infektion'),
        text: L('One or both pads have changed colour as shown for a positive result on the chart. Contact your health centre, especially if you have symptoms.', 'Ett eller båda fälten har ändrat färg enligt skalans positiva fält. Kontakta vårdcentralen, särskilt om du har besvär.'),
        window: { type: 'pads', pads: [{ label: 'LEU', tone: 'changed' }, { label: 'NIT', tone: 'unchanged' }] },
        alt: L('Strip with a changed leukocyte pad: signs of infection.', 'Remsa med färgat leukocytfält: tecken på infektion.'),
      },
      {
        outcome: 'negative',
        title: L('No signs of infection', 'Inga tecken på infektion'),
        text: L('Both pads keep the colour shown for a negative result. If your symptoms continue, contact your health centre anyway.', 'Båda fälten har kvar färgen för negativt resultat. Om besvären fortsätter ska du ändå kontakta vårdcentralen.'),
        window: { type: 'pads', pads: [{ label: 'LEU', tone: 'unchanged' }, { label: 'NIT', tone: 'unchanged' }] },
        alt: L('Strip with unchanged pads: no signs of infection.', 'Remsa med oförändrade fält: inga tecken på infektion.'),
      },
      {
        outcome: 'invalid',
        title: L('Invalid', 'Ogiltigt'),
        text: L('The pads were discoloured before you dipped the strip, or you read them too late. Test again with a new strip.', 'Fälten var missfärgade innan du doppade remsan eller så lästes de av för sent. Testa igen med en ny remsa.'),
        window: { type: 'pads', pads: [{ label: 'LEU', tone: 'discoloured' }, { label: 'NIT', tone: 'discoloured' }] },
        alt: L('Strip with discoloured pads: invalid.', 'Remsa med missfärgade fält: ogiltigt.'),
      },
    ],
    limitations: [
      L('Not all bacteria make nitrite, and urine that has been in the bladder only a short time may show none: a negative result does not rule out an infection.', 'Alla bakterier bildar inte nitrit, och urin som bara varit kort tid i blåsan kan sakna nitrit: ett negativt resultat utesluter inte infektion.'),
      L('Vaginal discharge or menstrual blood in the sample can give a false positive leukocyte result.', 'Flytningar eller mensblod i provet kan ge falskt positivt leukocytresultat.'),
      L('Fever, back pain, blood in the urine, pregnancy or symptoms in a man or a child always need a doctor, whatever the test shows.', 'Feber, ryggsmärta, blod i urinen, graviditet eller besvär hos män och barn kräver alltid läkarbedömning, oavsett vad testet visar.'),
    ],
  },
  vaginalph: {
    purpose: [
      L(
        'This vaginal pH test is a self-test that measures the acidity of the vagina. A raised pH suggests a bacterial imbalance (bacterial vaginosis) rather than a yeast infection, which usually leaves the pH normal.',
        'Det vaginala pH-testet är ett självtest som mäter surhetsgraden i slidan. Ett förhöjt pH tyder på en bakteriell obalans (bakteriell vaginos) snarare än svampinfektion, som oftast inte påverkar pH.',
      ),
    ],
    principle: [L('The swab carries a pH indicator that changes colour with the acidity of the vaginal fluid. You compare the colour with the scale in the pack.', 'Provtagningspinnen har en pH-indikator som ändrar färg efter hur sur slidans vätska är. Du jämför färgen med skalan i förpackningen.')],
    detectsIntro: L('The pH of vaginal fluid.', 'pH-värdet i slidans vätska.'),
    sample: [L('Vaginal fluid taken with the swab. Do not test during your period, or shortly after sex, a vaginal douche or vaginal medicine.', 'Vätska från slidan som tas med provtagningspinnen. Testa inte under mens eller strax efter samlag, sköljning eller behandling med vaginala läkemedel.')],
    provided: [L('Swab with pH indicator in a sealed pouch', 'Provtagningspinne med pH-indikator i förseglad foliepåse'), L('Colour scale', 'Färgskala'), leaflet],
    required: [clock],
    steps: (article) => [
      L('Wash your hands. Open the pouch without touching the indicator tip.', 'Tvätta händerna. Öppna foliepåsen utan att röra indikatorspetsen.'),
      L('Sit or stand comfortably and gently insert the tip a short way into the vagina.', 'Sätt eller ställ dig bekvämt och för försiktigt in spetsen en bit i slidan.'),
      L('Press the tip lightly against the vaginal wall for a few seconds, then take it out.', 'Tryck spetsen lätt mot slidväggen några sekunder och ta sedan ut den.'),
      L(`Compare the colour of the tip with the colour scale within ${minutes(article.readingMinutes).en}.`, `Jämför spetsens färg med färgskalan inom ${minutes(article.readingMinutes).sv}.`),
    ],
    outcomes: [
      {
        outcome: 'positive',
        title: L('Raised pH', 'Förhöjt pH'),
        text: L('The colour matches the raised fields of the scale. This often means a bacterial imbalance. Contact your health centre or midwife clinic for advice before treating yourself.', 'Färgen motsvarar skalans förhöjda fält. Det tyder ofta på en bakteriell obalans. Kontakta vårdcentralen eller barnmorskemottagningen för råd innan du behandlar dig själv.'),
        window: { type: 'pads', pads: [{ label: 'pH', tone: 'changed' }] },
        alt: L('Indicator in the raised colour: raised pH.', 'Indikator i förhöjd färg: förhöjt pH.'),
      },
      {
        outcome: 'negative',
        title: L('Normal pH', 'Normalt pH'),
        text: L('The colour matches the normal field of the scale. If you itch or have thick, white discharge, a yeast infection is possible: ask a pharmacist.', 'Färgen motsvarar skalans normala fält. Om du har klåda eller tjocka, vita flytningar kan det vara svamp – fråga på apoteket.'),
        window: { type: 'pads', pads: [{ label: 'pH', tone: 'unchanged' }] },
        alt: L('Indicator in the normal colour: normal pH.', 'Indikator i normal färg: normalt pH.'),
      },
      {
        outcome: 'invalid',
        title: L('Invalid', 'Ogiltigt'),
        text: L('The tip is stained with blood or its colour cannot be matched with the scale. Test again with a new swab another day.', 'Spetsen är färgad av blod eller färgen går inte att jämföra med skalan. Testa igen med en ny provtagningspinne en annan dag.'),
        window: { type: 'pads', pads: [{ label: 'pH', tone: 'discoloured' }] },
        alt: L('Discoloured indicator: invalid.', 'Missfärgad indikator: ogiltigt.'),
      },
    ],
    limitations: [
      L('The test cannot tell which infection you have, and it does not detect sexually transmitted infections.', 'Testet kan inte avgöra vilken infektion du har och påvisar inte sexuellt överförbara infektioner.'),
      L('Pregnancy, fever, pain in the lower abdomen or bleeding outside your period always need a doctor.', 'Vid graviditet, feber, smärta i nedre delen av magen eller blödning utanför mens ska du alltid söka vård.'),
    ],
  },
  menopause: {
    purpose: [
      L(
        'This menopause test is a self-test that measures the hormone FSH in urine and shows whether you may be entering menopause. The result is a basis for your talk with a doctor.',
        'Klimakterietestet är ett självtest som mäter hormonet FSH i urinen och visar om du kan vara på väg in i klimakteriet. Resultatet är ett underlag för samtalet med läkaren.',
      ),
    ],
    principle: [L('As the ovaries slow down, the body makes more FSH. Antibodies in the test bind FSH; a T line as dark as or darker than the C line means a raised level.', 'När äggstockarna minskar sin aktivitet bildar kroppen mer FSH. Antikroppar i testet binder FSH. En T-linje som är lika mörk som eller mörkare än C-linjen betyder förhöjd halt.')],
    detectsIntro: L('Follicle-stimulating hormone (FSH) in urine.', 'Follikelstimulerande hormon (FSH) i urin.'),
    sample: [L('First morning urine. Because FSH varies, the pack has two tests: do the second about a week after the first.', 'Morgonurin. Eftersom FSH varierar innehåller förpackningen två tester: gör det andra ungefär en vecka efter det första.')],
    provided: [L('Two test sticks in sealed pouches', 'Två teststickor i förseglade foliepåsar'), leaflet],
    required: [cup, clock],
    steps: (article) =>
      urineStickSteps(article, [L('If you still have periods, do the first test in the first days of your cycle.', 'Om du fortfarande har mens gör du det första testet under cykelns första dagar.')]),
    outcomes: [
      {
        outcome: 'positive',
        title: L('Raised FSH', 'Förhöjt FSH'),
        text: L('The T line is as dark as, or darker than, the C line. If both tests show this, you may be in or near menopause. Talk to your doctor.', 'T-linjen är lika mörk som eller mörkare än C-linjen. Om båda testerna visar detta kan du vara i eller nära klimakteriet. Tala med din läkare.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('T line as dark as the C line: raised FSH.', 'T-linjen lika mörk som C-linjen: förhöjt FSH.'),
      },
      {
        outcome: 'negative',
        title: L('FSH not raised', 'FSH inte förhöjt'),
        text: L('The T line is lighter than the C line, or missing. If you have symptoms, test again with the second test and talk to your doctor.', 'T-linjen är ljusare än C-linjen eller saknas. Om du har besvär kan du testa igen med det andra testet och tala med din läkare.'),
        window: lines(['C', 'on'], ['T', 'faint']),
        alt: L('T line lighter than the C line: FSH not raised.', 'T-linjen ljusare än C-linjen: FSH inte förhöjt.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('Hormonal contraceptives, hormone therapy and some medicines affect FSH and can make the result misleading.', 'Hormonella preventivmedel, hormonbehandling och vissa läkemedel påverkar FSH och kan ge missvisande resultat.'),
      L('The test cannot be used as contraception or to tell whether you can still become pregnant.', 'Testet kan inte användas som preventivmedel eller för att avgöra om du fortfarande kan bli gravid.'),
    ],
  },
  ferritin: {
    purpose: [
      L(
        'This ferritin test is a self-test that measures ferritin, the body’s iron store, in a drop of blood from your fingertip, to show whether you may have iron deficiency.',
        'Järnbristtestet (ferritin) är ett självtest som mäter ferritin, ett mått på kroppens järnförråd, i en droppe blod från fingertoppen och visar om du kan ha järnbrist.',
      ),
    ],
    principle: [L('Antibodies in the test bind ferritin and form a line at T whose strength follows the amount of ferritin. You compare it with the reference chart in the pack.', 'Antikroppar i testet binder ferritin och bildar en linje vid T vars färgstyrka beror på mängden ferritin. Du jämför den med referensskalan i förpackningen.')],
    detectsIntro: L('Ferritin in capillary blood from the fingertip.', 'Ferritin i kapillärblod från fingertoppen.'),
    sample: [L('A drop of blood from the fingertip, taken with the lancet in the pack.', 'En droppe blod från fingertoppen som tas med lansetten i förpackningen.')],
    provided: fingerPrickKit,
    required: [clock],
    steps: fingerPrickSteps,
    outcomes: [
      {
        outcome: 'positive',
        title: L('Low ferritin', 'Lågt ferritin'),
        text: L('The T line is lighter than the reference chart’s normal shade, or missing. Your iron store may be low. Talk to your health centre before you start taking iron.', 'T-linjen är ljusare än referensskalans normala nyans eller saknas. Dina järnförråd kan vara låga. Tala med vårdcentralen innan du börjar ta järntillskott.'),
        window: lines(['C', 'on'], ['T', 'faint']),
        alt: L('Faint T line: low ferritin.', 'Svag T-linje: lågt ferritin.'),
      },
      {
        outcome: 'negative',
        title: L('Normal ferritin', 'Normalt ferritin'),
        text: L('The T line is as dark as, or darker than, the reference chart’s normal shade. Your iron store is probably sufficient.', 'T-linjen är lika mörk som eller mörkare än referensskalans normala nyans. Dina järnförråd är troligen tillräckliga.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('Strong T line: normal ferritin.', 'Tydlig T-linje: normalt ferritin.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('Infection and inflammation raise ferritin and can hide iron deficiency. Tiredness has many causes; a normal result does not rule them out.', 'Infektion och inflammation höjer ferritinvärdet och kan dölja järnbrist. Trötthet har många orsaker, och ett normalt resultat utesluter dem inte.'),
      L('Do not take iron supplements for a long time without a doctor’s advice: too much iron is harmful.', 'Ta inte järntillskott under lång tid utan läkares råd – för mycket järn är skadligt.'),
    ],
  },
  dvitamin: {
    purpose: [
      L(
        'This vitamin D test is a self-test that gives a semi-quantitative result: it shows whether your vitamin D level is low, in a drop of blood from your fingertip.',
        'D-vitamintestet är ett självtest som ger ett semikvantitativt resultat: det visar om din D-vitaminnivå är låg, i en droppe blod från fingertoppen.',
      ),
    ],
    principle: [L('The test is a competitive immunoassay: the more vitamin D (25-OH vitamin D) in the blood, the lighter the T line. You compare the line with the reference chart in the pack.', 'Testet är en kompetitiv immunoanalys: ju mer D-vitamin (25-OH-vitamin D) blodet innehåller, desto ljusare blir T-linjen. Du jämför linjen med referensskalan i förpackningen.')],
    detectsIntro: L('25-hydroxy vitamin D in capillary blood.', '25-hydroxivitamin D i kapillärblod.'),
    sample: [L('A drop of blood from the fingertip, taken with the lancet in the pack.', 'En droppe blod från fingertoppen som tas med lansetten i förpackningen.')],
    provided: fingerPrickKit,
    required: [clock],
    steps: fingerPrickSteps,
    outcomes: [
      {
        outcome: 'positive',
        title: L('Low vitamin D', 'Låg D-vitaminnivå'),
        text: L('The T line is as dark as the chart’s “low” shade or darker. Your level is probably low; ask your pharmacist or health centre which supplement and dose suit you.', 'T-linjen är lika mörk som skalans nyans för ”låg” eller mörkare. Din nivå är troligen låg. Fråga på apoteket eller vårdcentralen vilket tillskott och vilken dos som passar dig.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('Dark T line: low vitamin D.', 'Mörk T-linje: låg D-vitaminnivå.'),
      },
      {
        outcome: 'negative',
        title: L('Sufficient vitamin D', 'Tillräcklig D-vitaminnivå'),
        text: L('The T line is lighter than the chart’s “low” shade, or missing. Your level is probably sufficient.', 'T-linjen är ljusare än skalans nyans för ”låg” eller saknas. Din nivå är troligen tillräcklig.'),
        window: lines(['C', 'on'], ['T', 'faint']),
        alt: L('Faint T line: sufficient vitamin D.', 'Svag T-linje: tillräcklig D-vitaminnivå.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('The result shows a range, not an exact value. Do not take high doses of vitamin D without a doctor’s advice.', 'Resultatet visar ett intervall, inte ett exakt värde. Ta inte höga doser D-vitamin utan läkares råd.'),
    ],
  },
  tsh: {
    purpose: [
      L(
        'This thyroid test is a self-test that measures TSH in a drop of blood from your fingertip, to spot signs of an underactive thyroid.',
        'Sköldkörteltestet är ett självtest som mäter TSH i en droppe blod från fingertoppen och upptäcker tecken på att sköldkörteln är underaktiv.',
      ),
    ],
    principle: [L('When the thyroid is underactive, the pituitary gland makes more TSH. Antibodies in the test bind TSH and form a line at T; you compare it with the reference chart in the pack.', 'När sköldkörteln är underaktiv bildar hypofysen mer TSH. Antikroppar i testet binder TSH och bildar en linje vid T som du jämför med referensskalan i förpackningen.')],
    detectsIntro: L('Thyroid-stimulating hormone (TSH) in capillary blood.', 'Tyreoideastimulerande hormon (TSH) i kapillärblod.'),
    sample: [L('A drop of blood from the fingertip, taken with the lancet in the pack.', 'En droppe blod från fingertoppen som tas med lansetten i förpackningen.')],
    provided: fingerPrickKit,
    required: [clock],
    steps: fingerPrickSteps,
    outcomes: [
      {
        outcome: 'positive',
        title: L('Raised TSH', 'Förhöjt TSH'),
        text: L('The T line is as dark as, or darker than, the reference chart’s shade. This can be a sign of an underactive thyroid. Show the result to your doctor.', 'T-linjen är lika mörk som eller mörkare än referensskalans nyans. Det kan vara ett tecken på underaktiv sköldkörtel. Visa resultatet för din läkare.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('Strong T line: raised TSH.', 'Tydlig T-linje: förhöjt TSH.'),
      },
      {
        outcome: 'negative',
        title: L('TSH not raised', 'TSH inte förhöjt'),
        text: L('The T line is lighter than the reference chart’s shade, or missing. If you still have symptoms, talk to your doctor.', 'T-linjen är ljusare än referensskalans nyans eller saknas. Om du ändå har besvär ska du tala med din läkare.'),
        window: lines(['C', 'on'], ['T', 'faint']),
        alt: L('Faint T line: TSH not raised.', 'Svag T-linje: TSH inte förhöjt.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('The test does not show an overactive thyroid. Thyroid medication, pregnancy and biotin supplements can affect the result.', 'Testet visar inte överaktiv sköldkörtel. Sköldkörtelläkemedel, graviditet och biotintillskott kan påverka resultatet.'),
    ],
  },
  fob: {
    purpose: [
      L(
        'This occult blood test is a self-test that detects hidden blood (human haemoglobin) in the stool, an early warning sign of bowel disease. You do not need to change your diet before the test.',
        'Testet för dolt blod är ett självtest som påvisar dolt blod (mänskligt hemoglobin) i avföringen, en tidig varningssignal för sjukdomar i tarmen. Du behöver inte ändra din kost före testet.',
      ),
    ],
    principle: [L('Antibodies specific to human haemoglobin bind blood in the sample and form a line at T. Because they do not react with blood from meat, no diet is needed.', 'Antikroppar som är specifika för mänskligt hemoglobin binder blod i provet och bildar en linje vid T. Eftersom de inte reagerar med blod från kött behövs ingen särskild kost.')],
    detectsIntro: L('Human haemoglobin in stool.', 'Mänskligt hemoglobin i avföring.'),
    sample: [L('A small stool sample. Do not test during your period or if you have bleeding haemorrhoids, as blood from these gives a positive result.', 'Ett litet avföringsprov. Testa inte under mens eller om du har blödande hemorrojder, eftersom blod från dessa ger positivt resultat.')],
    provided: stoolKit,
    required: [clock],
    steps: stoolSteps,
    outcomes: [
      {
        outcome: 'positive',
        title: L('Blood found', 'Blod påvisat'),
        text: L('Two lines, at C and at T. There is blood in your stool. Contact your health centre for an examination, even if you feel well.', 'Två linjer, vid C och vid T. Det finns blod i avföringen. Kontakta vårdcentralen för en undersökning, även om du mår bra.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('Lines at C and T: blood found.', 'Linjer vid C och T: blod påvisat.'),
      },
      {
        outcome: 'negative',
        title: L('No blood found', 'Inget blod påvisat'),
        text: L('Only one line, at C. No blood was found in this sample.', 'Bara en linje, vid C. Inget blod hittades i det här provet.'),
        window: lines(['C', 'on'], ['T', 'off']),
        alt: L('A line at C only: no blood found.', 'Bara en linje vid C: inget blod påvisat.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('Bowel disease does not always bleed: a negative result does not rule it out. Changed bowel habits, weight loss or blood you can see always need a doctor.', 'Sjukdomar i tarmen blöder inte alltid, så ett negativt resultat utesluter dem inte. Ändrade avföringsvanor, viktnedgång eller synligt blod ska alltid bedömas av läkare.'),
      L('The test does not replace the bowel-cancer screening your region offers.', 'Testet ersätter inte den screening för tarmcancer som din region erbjuder.'),
    ],
  },
  hpylori: {
    purpose: [
      L(
        'This stomach ulcer test is a self-test that detects antigen from Helicobacter pylori, the bacterium behind most stomach ulcers, in a stool sample. No blood sample is needed.',
        'Magsårstestet är ett självtest som påvisar antigen från Helicobacter pylori, bakterien bakom de flesta magsår, i ett avföringsprov. Inget blodprov behövs.',
      ),
    ],
    principle: [L('Antibodies in the test bind H. pylori antigen in the sample and form a line at T. The line at C shows that the test has worked.', 'Antikroppar i testet binder antigen från H. pylori i provet och bildar en linje vid T. Linjen vid C visar att testet har fungerat.')],
    detectsIntro: L('Helicobacter pylori antigen in stool.', 'Antigen från Helicobacter pylori i avföring.'),
    sample: [L('A small stool sample. Antibiotics and stomach-acid medicines (proton pump inhibitors) taken in the past weeks can hide the bacterium: ask your pharmacist or doctor when to test.', 'Ett litet avföringsprov. Antibiotika och magsyrahämmande läkemedel (protonpumpshämmare) som du tagit de senaste veckorna kan dölja bakterien – fråga på apoteket eller din läkare när du bör testa.')],
    provided: stoolKit,
    required: [clock],
    steps: stoolSteps,
    outcomes: [
      {
        outcome: 'positive',
        title: L('H. pylori found', 'H. pylori påvisad'),
        text: L('Two lines, at C and at T. You probably carry the bacterium. Contact your health centre: it is treated with prescription medicines.', 'Två linjer, vid C och vid T. Du bär troligen på bakterien. Kontakta vårdcentralen – infektionen behandlas med receptbelagda läkemedel.'),
        window: lines(['C', 'on'], ['T', 'on']),
        alt: L('Lines at C and T: H. pylori found.', 'Linjer vid C och T: H. pylori påvisad.'),
      },
      {
        outcome: 'negative',
        title: L('H. pylori not found', 'H. pylori inte påvisad'),
        text: L('Only one line, at C. No H. pylori antigen was found. If your stomach pain continues, see a doctor.', 'Bara en linje, vid C. Inget antigen från H. pylori hittades. Om magsmärtorna fortsätter ska du söka vård.'),
        window: lines(['C', 'on'], ['T', 'off']),
        alt: L('A line at C only: H. pylori not found.', 'Bara en linje vid C: H. pylori inte påvisad.'),
      },
      invalidLines(),
    ],
    limitations: [
      L('Black stools or vomiting blood need urgent care. Difficulty swallowing or unexplained weight loss should be seen by a doctor promptly – whatever the test shows.', 'Svart avföring eller blodiga kräkningar kräver akut vård. Sväljningssvårigheter eller oförklarlig viktnedgång ska snabbt bedömas av läkare – oavsett vad testet visar.'),
    ],
  },
  virustest: {
    purpose: [
      L(
        'This 4-in-1 virus test is a molecular self-test: it detects the genetic material (RNA) of influenza A, influenza B, RSV and SARS-CoV-2 (COVID-19) in one nasal swab, and tells them apart.',
        '4-i-1-virustestet är ett molekylärt självtest: det påvisar arvsmassa (RNA) från influensa A, influensa B, RSV och SARS-CoV-2 (covid-19) i ett och samma näsprov och skiljer dem åt.',
      ),
    ],
    principle: [
      L(
        'In the reaction tube, the RNA of each virus in the sample is copied many times at a constant temperature that the cassette maintains (isothermal amplification). The copies of each virus bind to its own test line and colour it. The line at C shows that the test has worked. You can read the lines yourself or scan them with the InstaFIND app.',
        'I reaktionsröret kopieras arvsmassan från varje virus i provet många gånger vid en jämn temperatur som kassetten håller (isoterm amplifiering). Kopiorna från varje virus binder till virusets egen testlinje och färgar den. Linjen vid C visar att testet har fungerat. Du kan läsa av linjerna själv eller skanna dem med InstaFIND-appen.',
      ),
    ],
    detectsIntro: L('RNA of influenza A (A), influenza B (B), RSV and SARS-CoV-2 (COV) in a nasal sample.', 'RNA från influensa A (A), influensa B (B), RSV och SARS-CoV-2 (COV) i ett näsprov.'),
    sample: [L('A swab from both nostrils, best taken in the first days of symptoms.', 'Ett prov från båda näsborrarna, helst under de första dagarna med symtom.')],
    provided: [
      L('Test cassette with a built-in heater, in a sealed pouch', 'Testkassett med inbyggt värmeelement, i förseglad foliepåse'),
      L('Sterile swab', 'Steril provtagningspinne'),
      L('Reaction tube with a snap cap', 'Reaktionsrör med snäpplock'),
      leaflet,
    ],
    required: [clock, L('A smartphone with the InstaFIND app, if you want to scan and store the result', 'En mobiltelefon med InstaFIND-appen, om du vill skanna och spara resultatet')],
    steps: (article) => [
      L(
        'Wash your hands. If you use the app, scan the QR code on the pack: it links the test to you and guides you. Open the pouch and place the cassette on a flat surface.',
        'Tvätta händerna. Om du använder appen skannar du QR-koden på förpackningen – då kopplas testet till dig och appen guidar dig. Öppna foliepåsen och lägg kassetten på en plan yta.',
      ),
      L('Insert the swab tip into one nostril until you feel slight resistance, and roll it several times against the inside. Repeat in the other nostril with the same swab.', 'För in provtagningspinnens spets i ena näsborren tills du känner ett lätt motstånd och rulla den flera varv mot insidan. Gör likadant i den andra näsborren med samma pinne.'),
      L('Put the swab in the reaction tube, break it off at the mark and snap the cap shut.', 'Sätt ner pinnen i reaktionsröret, bryt av den vid markeringen och tryck fast locket.'),
      L('Push the tube into the opening of the cassette until it clicks. The cassette warms the sample and starts the reaction.', 'Tryck in röret i kassettens öppning tills det klickar. Kassetten värmer provet och startar reaktionen.'),
      L(`Wait ${minutes(article.readingMinutes).en}, then read the result in the window or scan it with the app.`, `Vänta ${minutes(article.readingMinutes).sv} och läs sedan av resultatet i fönstret eller skanna det med appen.`),
    ],
    outcomes: [
      {
        outcome: 'positive',
        title: L('Virus found', 'Virus påvisat'),
        text: L('A line at C and a line at one or more of A, B, RSV or COV. The label beside the line shows which virus you have (the picture shows influenza A). Stay at home while you are ill and protect people at risk.', 'En linje vid C och en linje vid en eller flera av A, B, RSV eller COV. Beteckningen vid linjen visar vilket virus du har (bilden visar influensa A). Stanna hemma medan du är sjuk och skydda personer i riskgrupper.'),
        window: lines(['C', 'on'], ['A', 'on'], ['B', 'off'], ['RSV', 'off'], ['COV', 'off']),
        alt: L('Lines at C and A: influenza A found.', 'Linjer vid C och A: influensa A påvisad.'),
      },
      {
        outcome: 'negative',
        title: L('No virus found', 'Inget virus påvisat'),
        text: L('Only the line at C. None of the four viruses was found. If you still feel ill, test again after a day or two.', 'Bara linjen vid C. Inget av de fyra virusen hittades. Om du fortfarande känner dig sjuk kan du testa igen efter ett eller två dygn.'),
        window: lines(['C', 'on'], ['A', 'off'], ['B', 'off'], ['RSV', 'off'], ['COV', 'off']),
        alt: L('A line at C only: no virus found.', 'Bara en linje vid C: inget virus påvisat.'),
      },
      invalidLines(['C', 'A', 'B', 'RSV', 'COV']),
    ],
    limitations: [
      L('Early or late in an illness the amount of virus can be too low to show: a negative result does not rule out infection.', 'Tidigt eller sent i sjukdomen kan mängden virus vara för liten för att synas, så ett negativt resultat utesluter inte infektion.'),
      L('Viral RNA can be found for some time after you have recovered, so a positive result does not show that you are still contagious.', 'Arvsmassa från viruset kan finnas kvar en tid efter att du har blivit frisk, så ett positivt resultat visar inte att du fortfarande smittar.'),
      L('Difficulty breathing, chest pain or confusion need urgent care. Young children, older people and people with long-term illness should contact healthcare early.', 'Andningssvårigheter, bröstsmärta eller förvirring kräver akut vård. Små barn, äldre och personer med långvarig sjukdom bör kontakta vården tidigt.'),
    ],
  },
};

export function selfTestText(article: DocumentArticle, features: EditionFeatures): KindText {
  void features;
  const text = texts[article.kind as SelfTestKind];
  if (!text) throw new Error(`documents: ${article.articleNr} is not a self-test`);
  return { ...text, steps: text.steps(article) };
}
