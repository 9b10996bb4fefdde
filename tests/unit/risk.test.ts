import { describe, expect, it } from 'vitest';
import { riskColour, riskLevels, type RiskColour, type RiskLevel } from '@/lib/risk';

/** 001 §4: high+high red; high likelihood + medium impact orange; low likelihood + high impact yellow; all others green. */
const expected: Record<RiskLevel, Record<RiskLevel, RiskColour>> = {
  high: { high: 'red', medium: 'orange', low: 'green' },
  medium: { high: 'green', medium: 'green', low: 'green' },
  low: { high: 'yellow', medium: 'green', low: 'green' },
};

describe('riskColour', () => {
  const combinations = riskLevels.flatMap((likelihood) => riskLevels.map((impact) => [likelihood, impact] as const));

  it('covers all nine combinations', () => {
    expect(combinations).toHaveLength(9);
  });

  it.each(combinations)('likelihood %s with impact %s', (likelihood, impact) => {
    expect(riskColour(likelihood, impact)).toBe(expected[likelihood][impact]);
  });

  it('reads likelihood first: medium likelihood with high impact is not the same as high with medium', () => {
    expect(riskColour('high', 'medium')).toBe('orange');
    expect(riskColour('medium', 'high')).toBe('green');
  });
});
