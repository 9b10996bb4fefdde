/** Titles that are not part of the name, with or without their dot ('Dr', 'Dr.', 'Prof.'). */
const titlePattern = /^(dr|prof|professor|med|docent)\.?$/iu;

/**
 * Up to two initials of a person's name for an avatar: the first letters of the first and last
 * word ('Anna-Karin Lindqvist' → 'AL', 'Dr Erik Nilsson' → 'EN').
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/u)
    .filter((word) => word && !titlePattern.test(word))
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase());
  if (words.length === 0) return '';
  return words.length === 1 ? words[0]! : words[0]! + words[words.length - 1]!;
}
