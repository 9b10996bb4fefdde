import type { PageSeed } from './types';

export const documentsPageSeed: PageSeed = {
  path: '/documents',
  title: {
    en: 'Instructions for use',
    sv: 'Bruksanvisningar',
  },
  description: {
    en: 'Current instructions for use of every CE-marked drug test and self-test, in English and Swedish: search by article number or name, read online or download the PDF.',
    sv: 'Gällande bruksanvisningar för alla CE-märkta drogtester och självtester, på svenska och engelska: sök på artikelnummer eller namn, läs direkt eller ladda ner som PDF.',
  },
  layout: [
    {
      blockType: 'banner',
      scene: '/documents',
      title: {
        en: 'Instructions for use',
        sv: 'Bruksanvisningar',
      },
      intro: {
        en: 'The current instructions for every product, as printed in the pack and kept up to date here. Scan the QR code on the package or type the short address to reach the right document; earlier versions stay available on each product’s page.',
        sv: 'Gällande bruksanvisning för varje produkt, densamma som i förpackningen och alltid uppdaterad här. Skanna QR-koden på förpackningen eller skriv in den korta adressen för att komma till rätt dokument. Tidigare versioner finns kvar på varje produkts sida.',
      },
    },
    {
      blockType: 'documentLibrary',
    },
  ],
};
