import { z } from 'zod';
import { defineContent, localizedSchema } from '@/content/schema';

/**
 * The labels of the document library (/documents, a CMS page) and of every article's instructions page
 * (/documents/<article number>) and PDF, and of the declarations of conformity in the library and
 * on their pages (/documents/conformity/<family>). The instructions and the declarations themselves
 * are built in src/content/documents; this module holds the page furniture around them.
 * Placeholders in braces are filled by the page ({count}, {version}, {date}, {articleNr}, {family}).
 */
const documentsSchema = z.object({
  search: z.object({
    label: localizedSchema,
    placeholder: localizedSchema,
    family: localizedSchema,
    allFamilies: localizedSchema,
    reset: localizedSchema,
    resultCount: z.object({ one: localizedSchema, other: localizedSchema }),
    noResults: localizedSchema,
  }),
  table: z.object({
    caption: localizedSchema,
    articleNr: localizedSchema,
    name: localizedSchema,
    family: localizedSchema,
    version: localizedSchema,
    date: localizedSchema,
    pdf: localizedSchema,
  }),
  regulatoryNote: localizedSchema,
  article: z.object({
    metaDescription: localizedSchema,
    articleNr: localizedSchema,
    shortUrl: localizedSchema,
    qrAlt: localizedSchema,
    qrCaption: localizedSchema,
    downloadPdf: localizedSchema,
    pdfFormat: localizedSchema,
    print: localizedSchema,
    contents: localizedSchema,
    version: localizedSchema,
    effective: localizedSchema,
    change: localizedSchema,
    versions: localizedSchema,
    current: localizedSchema,
    noEarlier: localizedSchema,
    archivedTitle: localizedSchema,
    archivedText: localizedSchema,
    viewCurrent: localizedSchema,
    backToLibrary: localizedSchema,
    resultPicture: localizedSchema,
    pdfPage: localizedSchema,
    reference: localizedSchema,
    labelSymbols: z.object({
      heading: localizedSchema,
      manufacturer: localizedSchema,
      ivd: localizedSchema,
      ce: localizedSchema,
      useBy: localizedSchema,
      temperature: localizedSchema,
      batch: localizedSchema,
      reference: localizedSchema,
      consult: localizedSchema,
    }),
  }),
  conformity: z.object({
    heading: localizedSchema,
    intro: localizedSchema,
    issued: localizedSchema,
    riskClass: localizedSchema,
    deviceCount: z.object({ one: localizedSchema, other: localizedSchema }),
    pageTitle: localizedSchema,
    metaDescription: localizedSchema,
    pageIntro: localizedSchema,
    issuedLine: localizedSchema,
    otherDeclarations: localizedSchema,
    backToLibrary: localizedSchema,
    onlineVersion: localizedSchema,
  }),
});

export const documentsPage = defineContent('pages/documents', documentsSchema, {
  search: {
    label: { en: 'Search by article number or name', sv: 'Sök på artikelnummer eller namn' },
    placeholder: { en: 'e.g. DRX192-CE25 or amphetamine', sv: 't.ex. DRX192-CE25 eller amfetamin' },
    family: { en: 'Product family', sv: 'Produktfamilj' },
    allFamilies: { en: 'All families', sv: 'Alla produktfamiljer' },
    reset: { en: 'Show All', sv: 'Visa alla' },
    resultCount: {
      one: { en: '{count} document shown', sv: '{count} dokument visas' },
      other: { en: '{count} documents shown', sv: '{count} dokument visas' },
    },
    noResults: {
      en: 'No document matches your search. Check the article number on the package (REF) or try the product name.',
      sv: 'Inget dokument matchar sökningen. Kontrollera artikelnumret på förpackningen (REF) eller sök på produktens namn.',
    },
  },
  table: {
    caption: { en: 'Instructions for use by article', sv: 'Bruksanvisningar per artikel' },
    articleNr: { en: 'Article no.', sv: 'Art.nr' },
    name: { en: 'Product', sv: 'Produkt' },
    family: { en: 'Family', sv: 'Familj' },
    version: { en: 'Version', sv: 'Version' },
    date: { en: 'Effective', sv: 'Gäller från' },
    pdf: { en: 'PDF', sv: 'PDF' },
  },
  regulatoryNote: {
    en: 'Instructions for use and safety information are published here as the EU regulation on in vitro diagnostic medical devices (IVDR, (EU) 2017/746, Annex I §20) requires. If you need a printed copy, contact us and we will send one free of charge.',
    sv: 'Bruksanvisningar och säkerhetsinformation publiceras här enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR, (EU) 2017/746, bilaga I avsnitt\u00a020). Ett tryckt exemplar skickas kostnadsfritt på begäran – kontakta oss.',
  },
  article: {
    metaDescription: {
      en: 'Instructions for use of the {name} ({articleNr}): intended purpose, procedure, reading and interpretation, limitations, storage and warnings. Version {version}.',
      sv: 'Bruksanvisning för {name} ({articleNr}): avsett ändamål, utförande, avläsning och tolkning, begränsningar, förvaring och varningar. Version {version}.',
    },
    articleNr: { en: 'Article no. (REF)', sv: 'Artikelnummer (REF)' },
    shortUrl: { en: 'Short address', sv: 'Kort adress' },
    qrAlt: { en: 'QR code linking to {url}', sv: 'QR-kod som länkar till {url}' },
    qrCaption: { en: 'The QR code on the package leads here.', sv: 'QR-koden på förpackningen leder hit.' },
    downloadPdf: { en: 'Download PDF', sv: 'Ladda ner PDF' },
    pdfFormat: { en: 'PDF, {size}', sv: 'PDF, {size}' },
    print: { en: 'Print', sv: 'Skriv ut' },
    contents: { en: 'Contents', sv: 'Innehåll' },
    version: { en: 'Version', sv: 'Version' },
    effective: { en: 'Effective from', sv: 'Gäller från' },
    change: { en: 'Changes', sv: 'Ändringar' },
    versions: { en: 'Version history', sv: 'Versionshistorik' },
    current: { en: 'current', sv: 'gällande' },
    noEarlier: { en: 'This is the first version of the document.', sv: 'Det här är dokumentets första version.' },
    archivedTitle: { en: 'Earlier version {version}', sv: 'Tidigare version {version}' },
    archivedText: {
      en: 'This is version {version}, which shipped with packages from {date}. It has been replaced; use the current version unless your package refers to this one.',
      sv: 'Det här är version {version}, som medföljde förpackningar från {date}. Den har ersatts – använd den gällande versionen om inte förpackningen hänvisar till den här.',
    },
    viewCurrent: { en: 'View the Current Version', sv: 'Visa gällande version' },
    backToLibrary: { en: 'All Instructions for Use', sv: 'Alla bruksanvisningar' },
    resultPicture: { en: 'Result window', sv: 'Resultatfönster' },
    pdfPage: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
    reference: { en: 'Instructions for use', sv: 'Bruksanvisning' },
    // The symbols' titles in ISO 15223-1 (CE: IVDR Annex V), with the words the instructions use.
    labelSymbols: {
      heading: { en: 'Symbols on the label', sv: 'Symboler på etiketten' },
      manufacturer: { en: 'Manufacturer', sv: 'Tillverkare' },
      ivd: { en: 'In vitro diagnostic medical device', sv: 'Medicinteknisk produkt för in vitro-diagnostik' },
      ce: { en: 'CE marking: conforms to the IVDR', sv: 'CE-märkning: uppfyller kraven i IVDR' },
      useBy: { en: 'Use by', sv: 'Används före' },
      temperature: { en: 'Storage temperature limits', sv: 'Temperaturgränser för förvaring' },
      batch: { en: 'Batch number (LOT)', sv: 'Tillverkningssats (LOT)' },
      reference: { en: 'Article number (REF)', sv: 'Artikelnummer (REF)' },
      consult: { en: 'Consult the instructions for use', sv: 'Läs bruksanvisningen' },
    },
  },
  conformity: {
    heading: { en: 'Declarations of conformity', sv: 'EU-försäkringar om överensstämmelse' },
    intro: {
      en: 'The manufacturer’s EU declaration of conformity for each product family under the IVDR: the devices it covers with their Basic UDI-DI, risk class, conformity assessment and notified body.',
      sv: 'Tillverkarens EU-försäkran om överensstämmelse för varje produktfamilj enligt IVDR: vilka produkter den omfattar, med grundläggande UDI-DI, klass, tillämpat förfarande för bedömning av överensstämmelse och anmält organ.',
    },
    issued: { en: 'Issued', sv: 'Utfärdad' },
    riskClass: { en: 'Risk class', sv: 'Riskklass' },
    deviceCount: {
      one: { en: '{count} device', sv: '{count} produkt' },
      other: { en: '{count} devices', sv: '{count} produkter' },
    },
    pageTitle: { en: 'EU declaration of conformity: {family}', sv: 'EU-försäkran om överensstämmelse: {family}' },
    metaDescription: {
      en: '{family}: the EU declaration of conformity under the IVDR (Regulation (EU) 2017/746), with the devices and their article numbers, Basic UDI-DI, risk class, conformity assessment, notified body and the standards applied.',
      sv: '{family}: EU-försäkran om överensstämmelse enligt IVDR (förordning (EU) 2017/746), med produkterna och deras artikelnummer, grundläggande UDI-DI, riskklass, bedömning av överensstämmelse, anmält organ och tillämpade standarder.',
    },
    pageIntro: {
      en: 'The manufacturer’s declaration that the devices below meet the EU regulation on in vitro diagnostic medical devices (IVDR): which devices it covers, their risk class, how their conformity was assessed and who signed it.',
      sv: 'Tillverkarens försäkran om att produkterna nedan uppfyller EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR): vilka produkter den omfattar, deras riskklass, hur överensstämmelsen har bedömts och vem som har undertecknat den.',
    },
    issuedLine: { en: 'Issued in {place} on {date}', sv: 'Utfärdad i {place} den {date}' },
    otherDeclarations: { en: 'Other declarations', sv: 'Försäkran för övriga produktfamiljer' },
    backToLibrary: { en: 'All Documents', sv: 'Alla dokument' },
    onlineVersion: { en: 'This declaration online: {url}', sv: 'Försäkran på webben: {url}' },
  },
});
