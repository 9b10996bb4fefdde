import { z } from 'zod';
import { E, S, figures as F } from '@/content/marketing-figures';
import { actionSchema, caseStudySchema, defineContent, featureSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The solutions overview (001 §2 'Solutions overview', §3, §4): hero, the sector tabs (their
 * content is in ./solutions-sectors), six advantages, three success stories and the closing call
 * to action. The spec's 'Read Full Case Study' buttons had no target: here each opens the full
 * story in place. 'View All Case Studies' is left out – all three are on this page.
 */
const sectionHeadingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema });

const solutionsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, title: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).length(2) }),
  sectors: sectionHeadingSchema.extend({
    tabsLabel: localizedSchema,
    keyBenefits: localizedSchema,
    idealFor: localizedSchema,
    learnMore: localizedSchema,
  }),
  advantages: sectionHeadingSchema.extend({ items: z.array(featureSchema.required({ stat: true })).length(6) }),
  caseStudies: sectionHeadingSchema.extend({
    results: localizedSchema,
    readFull: localizedSchema,
    items: z.array(caseStudySchema).length(3),
  }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
});

export const solutionsPage = defineContent('pages/solutions', solutionsPageSchema, {
  meta: {
    title: { en: 'Solutions for workplaces, healthcare, the public sector and education', sv: 'Lösningar för arbetsplatser, vård, offentlig sektor och utbildning' },
    description: {
      en: 'Rapid testing programmes for employers, clinics, public bodies and schools: CE-marked tests, medical review and expert support, with results in under 10 minutes.',
      sv: 'Testprogram för arbetsgivare, vård, offentlig sektor och skolor: CE-märkta snabbtester, läkarverifiering och expertstöd, med svar på under 10\u00a0minuter.',
    },
  },
  hero: {
    badge: { en: 'Solutions', sv: 'Lösningar' },
    title: { en: 'The right testing solution for your organisation', sv: 'Rätt testlösning för er verksamhet' },
    description: {
      en: 'Whether you run a warehouse, a clinic, a municipality or a school, we combine CE-marked rapid tests, medical review and expert support into a programme that fits how you work.',
      sv: 'Oavsett om ni driver ett lager, en vårdcentral, en kommun eller en skola kombinerar vi CE-\u2060märkta snabbtester, läkarverifiering och expertstöd till ett program som passar ert arbetssätt.',
    },
    actions: [
      { label: { en: 'Explore Solutions', sv: 'Utforska lösningarna' }, href: '#solution-tabs', variant: 'accent' },
      { label: { en: 'Schedule a Consultation', sv: 'Boka en konsultation' }, href: routes.contact, variant: 'inverse' },
    ],
  },
  sectors: {
    eyebrow: { en: 'By sector', sv: 'Per sektor' },
    title: { en: 'Solutions for your sector', sv: 'Lösningar för er sektor' },
    intro: { en: 'Choose your sector to see what a programme brings and who it suits best.', sv: 'Välj sektor för att se vad ett program ger och vilka det passar bäst.' },
    tabsLabel: { en: 'Sectors', sv: 'Sektorer' },
    keyBenefits: { en: 'Key benefits', sv: 'Viktigaste fördelarna' },
    idealFor: { en: 'Ideal for', sv: 'Passar särskilt för' },
    learnMore: { en: 'Learn More', sv: 'Läs mer' },
  },
  advantages: {
    eyebrow: { en: 'Why us', sv: 'Varför oss' },
    title: { en: 'Six advantages in every programme', sv: 'Sex fördelar i varje program' },
    intro: {
      en: 'Whichever sector you work in, these are the differences you will notice from the first test.',
      sv: 'Oavsett sektor är det här skillnaderna ni märker redan från första testet.',
    },
    items: [
      {
        icon: 'clock',
        title: { en: 'Answers in minutes', sv: 'Svar på några minuter' },
        description: {
          en: `Results in under ${E.minutes(F.resultMinutes)}, where comparable tests take ${E.minutes(F.competitorResultMinutes)} or more.`,
          sv: `Svar på under ${S.minutes(F.resultMinutes)}, där jämförbara tester tar ${S.minutes(F.competitorResultMinutes)} eller mer.`,
        },
        stat: { en: `Under ${E.minutes(F.resultMinutes)} to a result`, sv: `Under ${S.minutes(F.resultMinutes)} till svar` },
      },
      {
        icon: 'flask',
        title: { en: 'Fewer samples to the lab', sv: 'Färre prover till labb' },
        description: {
          en: `Most screenings are settled on site; only positive or unclear samples travel to a laboratory. Others manage ${E.percentRange(F.competitorLabAvoidancePercent)}.`,
          sv: `De flesta screeningar avgörs på plats – bara positiva eller oklara prover skickas till laboratorium. Andra klarar ${S.percentRange(F.competitorLabAvoidancePercent)}.`,
        },
        stat: { en: `${E.percent(F.labAvoidancePercent)} settled without a lab`, sv: `${S.percent(F.labAvoidancePercent)} avgörs utan labb` },
      },
      {
        icon: 'wallet',
        title: { en: 'Lower cost per test', sv: 'Lägre kostnad per test' },
        description: {
          en: 'A test on site costs a fraction of a laboratory analysis, and you pay only for the tests you use.',
          sv: 'Ett test på plats kostar en bråkdel av en laboratorieanalys, och ni betalar bara för de tester ni använder.',
        },
        stat: {
          en: `${E.usdRange(F.costPerTestUsd)} per test, not ${E.usdRange(F.traditionalCostPerTestUsd)}`,
          sv: `${S.usdRange(F.costPerTestUsd)} per test, inte ${S.usdRange(F.traditionalCostPerTestUsd)}`,
        },
        link: { label: { en: 'See Our Products', sv: 'Se våra produkter' }, href: routes.products },
      },
      {
        icon: 'gauge',
        title: { en: 'Less administration', sv: 'Mindre administration' },
        description: {
          en: 'Ready-made routines, digital records and one supplier for tests, training and medical review cut the paperwork around every test.',
          sv: 'Färdiga rutiner, digital dokumentation och en leverantör för tester, utbildning och läkarverifiering minskar pappersarbetet kring varje test.',
        },
        stat: { en: `${E.percent(F.adminTimeReductionPercent)} less admin time`, sv: `${S.percent(F.adminTimeReductionPercent)} mindre administrationstid` },
      },
      {
        icon: 'trending',
        title: { en: 'Fewer incidents', sv: 'Färre tillbud' },
        description: {
          en: 'Regular, fair testing discourages risk-taking and catches problems early – before they become accidents.',
          sv: 'Regelbunden och rättvis testning motverkar risktagande och fångar upp problem tidigt – innan de blir olyckor.',
        },
        stat: { en: `${E.percent(F.workplaceRiskReductionPercent)} lower workplace risk`, sv: `${S.percent(F.workplaceRiskReductionPercent)} lägre risk på arbetsplatsen` },
      },
      {
        icon: 'network',
        title: { en: 'Fits your systems', sv: 'Passar era system' },
        description: {
          en: 'Results flow into the HR and patient record systems you already use, instead of into another inbox.',
          sv: 'Resultaten förs över till de HR- och journalsystem ni redan använder, i stället för till ännu en inkorg.',
        },
        stat: { en: `${E.percent(F.systemCompatibilityPercent)} system compatibility`, sv: `${S.percent(F.systemCompatibilityPercent)} systemkompatibilitet` },
        link: { label: { en: 'Healthcare Integration', sv: 'Integration i vården' }, href: routes.solutionsHealthcare },
      },
    ],
  },
  caseStudies: {
    eyebrow: { en: 'Success stories', sv: 'Kundexempel' },
    title: { en: 'What our customers have achieved', sv: 'Det här har våra kunder uppnått' },
    intro: {
      en: 'Three organisations, three different starting points. Open a story to read how the programme was set up.',
      sv: 'Tre organisationer med tre olika utgångslägen. Öppna ett kundexempel för att läsa hur programmet lades upp.',
    },
    results: { en: 'Results', sv: 'Resultat' },
    readFull: { en: 'Read Full Case Study', sv: 'Läs hela kundexemplet' },
    items: [
      {
        id: 'logistics',
        company: { en: 'Nordic logistics and freight group', sv: 'Nordisk logistik- och transportkoncern' },
        title: { en: 'New drivers cleared on their first morning', sv: 'Nya förare får klartecken redan första morgonen' },
        description: {
          en: 'Seasonal hiring brought hundreds of new drivers and warehouse staff every year, each waiting days for a lab result before a first shift.',
          sv: 'Säsongsrekryteringarna gav hundratals nya förare och lagerarbetare varje år, och alla fick vänta flera dagar på ett labbsvar före första passet.',
        },
        results: [
          {
            en: `Pre-employment clearance in ${E.minutes(F.preEmploymentClearanceMinutes)}`,
            sv: `Klartecken vid nyanställning på ${S.minutes(F.preEmploymentClearanceMinutes)}`,
          },
          { en: `${E.percent(F.adminTimeReductionPercent)} less admin time per test`, sv: `${S.percent(F.adminTimeReductionPercent)} mindre administrationstid per test` },
          { en: `${E.percent(F.labAvoidancePercent)} of samples settled without a lab`, sv: `${S.percent(F.labAvoidancePercent)} av proven avgjordes utan labb` },
        ],
        story: [
          {
            heading: { en: 'The challenge', sv: 'Utmaningen' },
            text: {
              en: 'The group had a drug and alcohol policy, but every test meant a clinic visit and a sample sent to the laboratory. New starters lost days, and terminal managers chased paper forms.',
              sv: 'Koncernen hade en alkohol- och drogpolicy, men varje test innebar ett besök på en mottagning och ett prov som skickades till laboratorium. Nyanställda förlorade flera dagar, och terminalcheferna jagade pappersblanketter.',
            },
          },
          {
            heading: { en: 'What we did', sv: 'Det här gjorde vi' },
            text: {
              en: 'We trained samplers at each terminal, introduced the saliva multi-test for pre-employment screening and set up medical review (MRO) for every positive screening. Results are recorded digitally, with access limited to HR and the occupational health service.',
              sv: 'Vi utbildade provtagare på varje terminal, införde salivmultitestet för screening vid nyanställning och ordnade läkarverifiering (MRO) av varje positivt screeningresultat. Resultaten dokumenteras digitalt, och bara HR och företagshälsovården har behörighet.',
            },
          },
          {
            heading: { en: 'The outcome', sv: 'Resultatet' },
            text: {
              en: `New drivers are cleared in ${E.minutes(F.preEmploymentClearanceMinutes)} on their first morning. With ${E.percent(F.labAvoidancePercent)} of samples settled on site, laboratory costs fell, and admin time per test dropped by ${E.percent(F.adminTimeReductionPercent)}.`,
              sv: `Nya förare får klartecken på ${S.minutes(F.preEmploymentClearanceMinutes)} redan första morgonen. När ${S.percent(F.labAvoidancePercent)} av proven avgörs på plats har laboratoriekostnaderna sjunkit, och administrationstiden per test har minskat med ${S.percent(F.adminTimeReductionPercent)}.`,
            },
          },
        ],
      },
      {
        id: 'hospital',
        company: { en: 'Regional hospital, emergency and addiction care', sv: 'Regionsjukhus, akut- och beroendevård' },
        title: {
          en: `From sample to specialist in under ${E.minutes(F.telehealthHandoffMinutes)}`,
          sv: `Från prov till specialist på under ${S.minutes(F.telehealthHandoffMinutes)}`,
        },
        description: {
          en: 'Patients in addiction care waited days for laboratory results before treatment decisions could be made – and many never came back for them.',
          sv: 'Patienterna i beroendevården fick vänta flera dagar på labbsvar innan behandlingsbeslut kunde fattas – och många kom aldrig tillbaka för att få dem.',
        },
        results: [
          { en: `Results during the visit, in under ${E.minutes(F.resultMinutes)}`, sv: `Svar under besöket, på under ${S.minutes(F.resultMinutes)}` },
          { en: `Telehealth handoff in under ${E.minutes(F.telehealthHandoffMinutes)}`, sv: `Överlämning till digital vård på under ${S.minutes(F.telehealthHandoffMinutes)}` },
          { en: `${E.percent(F.improvedOutcomesPercent)} improved patient outcomes`, sv: `${S.percent(F.improvedOutcomesPercent)} bättre vårdresultat` },
        ],
        story: [
          {
            heading: { en: 'The challenge', sv: 'Utmaningen' },
            text: {
              en: 'Urine samples went to the central laboratory and answers came back days later, by which time the moment for a conversation with the patient had often passed.',
              sv: 'Urinproverna skickades till centrallaboratoriet och svaren kom flera dagar senare – då hade tillfället för ett samtal med patienten ofta redan gått förlorat.',
            },
          },
          {
            heading: { en: 'What we did', sv: 'Det här gjorde vi' },
            text: {
              en: 'The clinics introduced urine multi-panel tests at the point of care, with results recorded in the patient record system. A positive or unclear result opens a video consultation with a specialist through the telehealth handoff.',
              sv: 'Mottagningarna införde patientnära multipaneltester för urin, och resultaten registreras i journalsystemet. Ett positivt eller oklart resultat leder direkt vidare till ett videobesök hos en specialist.',
            },
          },
          {
            heading: { en: 'The outcome', sv: 'Resultatet' },
            text: {
              en: `Patients get their answer in the same visit, a specialist is less than ${E.minutes(F.telehealthHandoffMinutes)} away, and the department reports ${E.percent(F.improvedOutcomesPercent)} improved outcomes. Confirmation by a laboratory is still used where a decision requires it.`,
              sv: `Patienterna får sitt svar vid samma besök, en specialist finns mindre än ${S.minutes(F.telehealthHandoffMinutes)} bort och kliniken rapporterar ${S.percent(F.improvedOutcomesPercent)} bättre vårdresultat. När ett beslut kräver det bekräftas resultatet fortfarande av laboratorium.`,
            },
          },
        ],
      },
      {
        id: 'municipality',
        company: { en: 'Swedish municipality, technical services', sv: 'Svensk kommun, tekniska förvaltningen' },
        title: {
          en: `A fair testing programme, in place ${E.percent(F.fasterDeploymentPercent)} faster`,
          sv: `Ett rättvist testprogram, infört ${S.percent(F.fasterDeploymentPercent)} snabbare`,
        },
        description: {
          en: 'The municipality needed testing for drivers and machine operators that the unions, the data protection officer and procurement could all stand behind.',
          sv: 'Kommunen behövde testning av chaufförer och maskinförare som både fackförbunden, dataskyddsombudet och upphandlarna kunde ställa sig bakom.',
        },
        results: [
          { en: `${E.percent(F.fasterDeploymentPercent)} faster deployment than a traditional programme`, sv: `${S.percent(F.fasterDeploymentPercent)} snabbare införande än ett traditionellt program` },
          {
            en: `${E.usdRange(F.costPerTestUsd)} per test instead of ${E.usdRange(F.traditionalCostPerTestUsd)}`,
            sv: `${S.usdRange(F.costPerTestUsd)} per test i stället för ${S.usdRange(F.traditionalCostPerTestUsd)}`,
          },
          { en: `${E.percent(F.workplaceRiskReductionPercent)} lower workplace risk`, sv: `${S.percent(F.workplaceRiskReductionPercent)} lägre risk på arbetsplatsen` },
        ],
        story: [
          {
            heading: { en: 'The challenge', sv: 'Utmaningen' },
            text: {
              en: 'Earlier attempts had stalled on procurement paperwork and on unanswered questions about who would see the results and for how long they would be kept.',
              sv: 'Tidigare försök hade fastnat i upphandlingsunderlag och i obesvarade frågor om vem som skulle se resultaten och hur länge de skulle sparas.',
            },
          },
          {
            heading: { en: 'What we did', sv: 'Det här gjorde vi' },
            text: {
              en: 'We supplied the tender documents, took part in the consultation with the unions and helped the data protection officer with the impact assessment. The programme started at the vehicle depot and was evaluated before it was extended.',
              sv: 'Vi tog fram underlagen till upphandlingen, deltog i MBL-förhandlingen med fackförbunden och stöttade dataskyddsombudet i konsekvensbedömningen. Programmet startade i fordonsdepån och utvärderades innan det utökades.',
            },
          },
          {
            heading: { en: 'The outcome', sv: 'Resultatet' },
            text: {
              en: `The roll-out took ${E.percent(F.fasterDeploymentPercent)} less time than a traditional programme, each test costs a fraction of a laboratory analysis, and the units tested report ${E.percent(F.workplaceRiskReductionPercent)} lower workplace risk.`,
              sv: `Införandet gick ${S.percent(F.fasterDeploymentPercent)} snabbare än ett traditionellt program, varje test kostar en bråkdel av en laboratorieanalys och de enheter som testar rapporterar ${S.percent(F.workplaceRiskReductionPercent)} lägre risk på arbetsplatsen.`,
            },
          },
        ],
      },
    ],
  },
  cta: {
    heading: { en: 'Not sure where to start?', sv: 'Osäkra på var ni ska börja?' },
    description: {
      en: 'Tell us about your organisation and we will suggest a programme – tests, policy and follow-up – that fits.',
      sv: 'Berätta om er verksamhet så föreslår vi ett program – tester, policy och uppföljning – som passar er.',
    },
    actions: [
      { label: { en: 'Schedule a Consultation', sv: 'Boka en konsultation' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Explore Products', sv: 'Utforska produkterna' }, href: routes.products, variant: 'inverse' },
    ],
  },
});
