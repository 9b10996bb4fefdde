/**
 * Where an article's instructions live, without the catalogue or the texts, so a catalogue card can
 * link them cheaply. Article numbers are used as printed (DRX192-CE25); PDF names are lower case.
 */

/** The PDF's name (src/documents): /downloads/<locale>/<name>.pdf via documentHref. */
export const instructionsDocumentName = (articleNr: string) => `ifu-${articleNr.toLowerCase()}`;

/** The short address printed on the package: the current instructions of an article. */
export const instructionsPath = (articleNr: string) => `/documents/${articleNr}`;

/** An earlier edition, kept so an old package's QR code still finds what shipped with it. */
export const editionPath = (articleNr: string, version: string) => `/documents/${articleNr}/v/${version}`;
