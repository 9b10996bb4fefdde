import type { PageSeed } from './types';

export const instacheckPageSeed: PageSeed = {
  path: '/products/instacheck',
  title: {
    en: 'InstaCHECK Ferritin Self-Test',
    sv: 'InstaCHECK – järnbristtest (ferritin)',
  },
  breadcrumb: {
    en: 'InstaCHECK',
    sv: 'InstaCHECK',
  },
  description: {
    en: 'Check your iron stores at home: InstaCHECK is a CE-marked ferritin self-test with {ferritinAccuracyPercent} accuracy and a result in {resultMinutes}. Sold at pharmacies.',
    sv: 'Kolla dina järnförråd hemma: järnbristtestet i InstaCHECK-serien är ett CE-märkt självtest för järnbrist (ferritin) med {ferritinAccuracyPercent} träffsäkerhet och svar på {resultMinutes}. Säljs på apotek.',
  },
  layout: [
    {
      blockType: 'productHero',
      product: 'instacheck',
      badge: {
        en: 'CE-marked self-test',
        sv: 'CE-\u2060märkt självtest',
      },
      actions: [
        {
          label: {
            en: 'Where to Buy',
            sv: 'Här kan du köpa',
          },
          href: '#where-to-buy',
          variant: 'accent',
        },
      ],
      download: {
        label: {
          en: 'Download Instructions',
          sv: 'Ladda ner bruksanvisningen',
        },
        note: {
          en: 'PDF',
          sv: 'PDF',
        },
        href: {
          en: '/downloads/en/instacheck-instructions.pdf',
          sv: '/downloads/sv/instacheck-instructions.pdf',
        },
      },
      stats: [
        {
          value: {
            en: '{ferritinAccuracyPercent}',
            sv: '{ferritinAccuracyPercent}',
          },
          label: {
            en: 'accuracy',
            sv: 'träffsäkerhet',
          },
        },
        {
          value: {
            en: '{resultMinutes}',
            sv: '{resultMinutes}',
          },
          label: {
            en: 'to your result',
            sv: 'till ditt svar',
          },
        },
        {
          value: {
            en: '1 drop',
            sv: '1 droppe',
          },
          label: {
            en: 'of blood from your fingertip',
            sv: 'blod från fingertoppen',
          },
        },
      ],
      scene: '/products/instacheck',
      glow: 'bottom-left',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      title: {
        en: 'Why InstaCHECK',
        sv: 'Därför InstaCHECK',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'ruled',
      items: [
        {
          icon: 'clock',
          title: {
            en: 'Fast and simple',
            sv: 'Snabbt och enkelt',
          },
          description: {
            en: 'Everything you need is in the pack, and your result is ready in {resultMinutes}. No appointment, no waiting room.',
            sv: 'Allt du behöver finns i förpackningen och svaret är klart på {resultMinutes}. Ingen tidsbokning, inget väntrum.',
          },
        },
        {
          icon: 'shield',
          title: {
            en: 'Reliable',
            sv: 'Tillförlitligt',
          },
          description: {
            en: '{ferritinAccuracyPercent} accuracy, CE-marked under IVDR and made under ISO\u00a013485-certified quality management.',
            sv: 'CE-\u2060märkt enligt IVDR, tillverkat inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem och med {ferritinAccuracyPercent} träffsäkerhet.',
          },
        },
        {
          icon: 'stethoscope',
          title: {
            en: 'A clear next step',
            sv: 'Tydligt nästa steg',
          },
          description: {
            en: 'The reference chart shows whether your ferritin is low, and the leaflet tells you when to talk to a doctor.',
            sv: 'Referensskalan visar om ditt ferritinvärde är lågt, och bruksanvisningen berättar när du bör prata med en läkare.',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'how-it-works',
      anchor: 'how-it-works',
      tone: 'muted',
      title: {
        en: 'How it works',
        sv: 'Så gör du',
      },
      intro: {
        en: 'Four steps, about a quarter of an hour from opening the pack to reading your result.',
        sv: 'Fyra steg – ungefär en kvart från att du öppnar förpackningen tills du läser av svaret.',
      },
      items: [
        {
          title: {
            en: 'Collect a sample',
            sv: 'Ta provet',
          },
          description: {
            en: 'Wash and dry your hands, prick your fingertip with the lancet and fill the pipette with blood up to the line.',
            sv: 'Tvätta och torka händerna, stick dig i fingertoppen med lansetten och fyll pipetten med blod upp till markeringen.',
          },
        },
        {
          title: {
            en: 'Apply the solution',
            sv: 'Tillsätt lösningen',
          },
          description: {
            en: 'Empty the pipette into the sample well of the test cassette, then add the solution from the bottle as its label shows.',
            sv: 'Töm pipetten i provbrunnen på testkassetten och tillsätt sedan lösningen från flaskan enligt etiketten.',
          },
        },
        {
          title: {
            en: 'Wait {ferritinReadingTime}',
            sv: 'Vänta {ferritinReadingTime}',
          },
          description: {
            en: 'Leave the cassette flat on the table and do not read the result before then.',
            sv: 'Låt kassetten ligga plant på bordet och läs inte av svaret förrän tiden har gått.',
          },
        },
        {
          title: {
            en: 'Read your result',
            sv: 'Läs av svaret',
          },
          description: {
            en: 'Compare the test line with the reference chart in the pack to see whether your ferritin level is low or normal.',
            sv: 'Jämför testlinjen med referensskalan i förpackningen för att se om ditt ferritinvärde är lågt eller normalt.',
          },
        },
      ],
    },
    {
      blockType: 'specs',
      blockName: 'specifications',
      tone: 'white',
      title: {
        en: 'Technical specifications',
        sv: 'Teknisk specifikation',
      },
      intro: {
        en: 'The facts behind the result. The instructions for use give the study and the limitations.',
        sv: 'Fakta bakom svaret. Bruksanvisningen redovisar studien och testets begränsningar.',
      },
      rows: [
        {
          label: {
            en: 'Intended use',
            sv: 'Avsedd användning',
          },
          value: {
            en: 'A self-test that shows whether your iron store may be low',
            sv: 'Självtest som visar om ditt järnförråd kan vara lågt',
          },
        },
        {
          label: {
            en: 'Measures',
            sv: 'Mäter',
          },
          value: {
            en: 'Ferritin, a measure of the body’s iron store',
            sv: 'Ferritin, ett mått på kroppens järnförråd',
          },
        },
        {
          label: {
            en: 'Sample',
            sv: 'Prov',
          },
          value: {
            en: 'A drop of capillary blood from the fingertip',
            sv: 'En droppe kapillärblod från fingertoppen',
          },
        },
        {
          label: {
            en: 'Time to result',
            sv: 'Tid till svar',
          },
          value: {
            en: '{ferritinResultTime}',
            sv: '{ferritinResultTime}',
          },
        },
        {
          label: {
            en: 'Reading',
            sv: 'Avläsning',
          },
          value: {
            en: 'By eye, against the reference chart in the pack',
            sv: 'Med blotta ögat, mot referensskalan i förpackningen',
          },
        },
        {
          label: {
            en: 'Agreement with laboratory measurement',
            sv: 'Överensstämmelse med laboratoriemätning',
          },
          value: {
            en: '{ferritinAccuracyPercent}',
            sv: '{ferritinAccuracyPercent}',
          },
        },
        {
          label: {
            en: 'In the pack',
            sv: 'I förpackningen',
          },
          value: {
            en: 'Test cassette, lancet, alcohol swab, plaster, pipette, solution, reference chart and instructions for use',
            sv: 'Testkassett, lansett, spritkompress, plåster, pipett, lösning, referensskala och bruksanvisning',
          },
        },
      ],
    },
    {
      blockType: 'retailers',
      blockName: 'where-to-buy',
      anchor: 'where-to-buy',
      tone: 'muted',
      look: 'logos',
      title: {
        en: 'Where to buy',
        sv: 'Här kan du köpa',
      },
      intro: {
        en: 'InstaCHECK is sold at pharmacies across Sweden, among them the ones below, in store and online. Ask for it by name at the counter.',
        sv: 'InstaCHECK finns på apotek i hela Sverige – i butik och på nätet, bland annat hos apoteken nedan. Fråga efter det vid disken.',
      },
    },
    {
      blockType: 'faq',
      blockName: 'faq',
      tone: 'brand',
      title: {
        en: 'Frequently asked questions',
        sv: 'Vanliga frågor',
      },
      items: [
        {
          question: {
            en: 'What is ferritin?',
            sv: 'Vad är ferritin?',
          },
          answer: {
            en: 'Ferritin is the protein that stores iron in your body. A low level is the earliest sign of iron deficiency, often before anaemia shows up in a blood count.',
            sv: 'Ferritin är det protein som lagrar järn i kroppen. Ett lågt värde är det tidigaste tecknet på järnbrist, ofta innan blodvärdet sjunker.',
          },
        },
        {
          question: {
            en: 'What should I do if my result is low?',
            sv: 'Vad gör jag om mitt värde är lågt?',
          },
          answer: {
            en: 'Talk to your doctor or a nurse at your health centre. They can confirm the result and find out why your iron stores are low before you start taking iron.',
            sv: 'Prata med din läkare eller en sjuksköterska på vårdcentralen. De kan bekräfta resultatet och ta reda på varför dina järnförråd är låga innan du börjar ta järntabletter.',
          },
        },
        {
          question: {
            en: 'Can I use InstaCHECK if I take iron supplements?',
            sv: 'Kan jag använda InstaCHECK om jag tar järntillskott?',
          },
          answer: {
            en: 'Yes, but iron supplements raise ferritin. To see whether a treatment works, test again after the time your doctor recommends.',
            sv: 'Ja, men järntillskott höjer ferritinvärdet. Vill du se om en behandling fungerar testar du igen efter den tid som din läkare rekommenderar.',
          },
        },
      ],
    },
  ],
};
