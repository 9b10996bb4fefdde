/**
 * The check character pair of a GS1 Global Model Number, the form a Basic UDI-DI takes under the
 * IVDR when GS1 is the issuing entity (GS1 General Specifications, GMN check character
 * calculation): the character values, weighted by descending primes aligned to the right, summed
 * modulo 1021 and split over two characters of a 32-character set.
 */
const weights = [83, 79, 73, 71, 67, 61, 59, 53, 47, 43, 41, 37, 31, 29, 23, 19, 17, 13, 11, 7, 5, 3, 2] as const;
const characterSet82 = '!"%&\'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const checkCharacterSet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The two check characters of a GMN without them (GS1 company prefix and model reference); undefined if it cannot be one. */
export function gmnCheckCharacters(part: string): string | undefined {
  if (part.length < 6 || part.length > weights.length || !/^\d{5}/u.test(part)) return undefined;
  const offset = weights.length - part.length;
  let sum = 0;
  for (const [index, character] of [...part].entries()) {
    const value = characterSet82.indexOf(character);
    if (value < 0) return undefined;
    sum += value * weights[offset + index]!;
  }
  sum %= 1021;
  return `${checkCharacterSet[Math.floor(sum / 32)]}${checkCharacterSet[sum % 32]}`;
}

/** Whether a Basic UDI-DI written as a GMN ends in its own check characters. */
export function isValidGmn(gmn: string): boolean {
  return gmn.length >= 8 && gmnCheckCharacters(gmn.slice(0, -2)) === gmn.slice(-2);
}
