/**
 * The risk matrix's colour rule (001 §4): high likelihood with high impact is red, high likelihood
 * with medium impact orange, low likelihood with high impact yellow, every other combination green.
 * The rule is the spec's, including its reading that medium likelihood with high impact is green.
 */
export const riskLevels = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];
export type RiskColour = 'red' | 'orange' | 'yellow' | 'green';

export function riskColour(likelihood: RiskLevel, impact: RiskLevel): RiskColour {
  if (likelihood === 'high' && impact === 'high') return 'red';
  if (likelihood === 'high' && impact === 'medium') return 'orange';
  if (likelihood === 'low' && impact === 'high') return 'yellow';
  return 'green';
}

/** The colours from most to least severe, the order of the matrix legend. */
export const riskColours: readonly RiskColour[] = ['red', 'orange', 'yellow', 'green'];
