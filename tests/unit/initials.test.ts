import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/lib/initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Anna-Karin Lindqvist')).toBe('AL');
    expect(initialsOf('Maria von Essen Ek')).toBe('ME');
  });
  it('skips titles and keeps Swedish letters', () => {
    expect(initialsOf('Dr. Örjan Åberg')).toBe('ÖÅ');
    expect(initialsOf('Dr Erik Nilsson')).toBe('EN');
    expect(initialsOf('Prof Maria Lind')).toBe('ML');
  });
  it('copes with one word and with nothing', () => {
    expect(initialsOf('  Sofia ')).toBe('S');
    expect(initialsOf('')).toBe('');
  });
});
