/**
 * Where an article's instructions live, without the catalogue or the texts, so a catalogue card can
 * link them cheaply. Article numbers are used as printed (DRX192-CE25); PDF names are lower case.
 */

/** The PDF's name: /downloads/<locale>/<name>.pdf via documentHref, always the current edition. */
export const instructionsDocumentName = (articleNr: string) => `ifu-${articleNr.toLowerCase()}`;

/** The PDF of one edition, which never changes: /downloads/<locale>/ifu-<article>-v<version>.pdf. */
export const editionDocumentName = (articleNr: string, version: string) => `${instructionsDocumentName(articleNr)}-v${version}`;

/** The article number and version a PDF name stands for (the version is absent for the current edition). */
export function parseInstructionsDocumentName(name: string): { articleNr: string; version?: string } | undefined {
  const match = /^ifu-([a-z0-9-]+?)(?:-v(\d{1,3}\.\d{1,3}))?$/u.exec(name);
  return match ? { articleNr: match[1]!, ...(match[2] ? { version: match[2] } : {}) } : undefined;
}

/** The short address printed on the package: the current instructions of an article. */
export const instructionsPath = (articleNr: string) => `/documents/${articleNr}`;

/** An earlier edition, kept so an old package's QR code still finds what shipped with it. */
export const editionPath = (articleNr: string, version: string) => `/documents/${articleNr}/v/${version}`;

/**
 * The EU declaration of conformity of a device family (IVDR Annex IV): its page and its PDF's
 * name, /downloads/<locale>/eu-doc-<family>.pdf. The name does not start with `ifu-`, so the
 * download route serves it from the document registry (src/documents), not from the editions.
 */
export const conformityPath = (family: string) => `/documents/conformity/${family}`;
export const conformityDocumentName = (family: string) => `eu-doc-${family}`;
