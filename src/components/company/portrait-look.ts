/**
 * What an illustrated portrait is drawn from: the person's hair, hair colour, skin tone, glasses and
 * beard, chosen by an editor in the CMS. Plain data, shared by the collection and the drawing.
 */
export const portraitTones = ['brand', 'accent', 'slate', 'sand'] as const;
export const hairStyles = ['short', 'side-part', 'curly', 'receding', 'bob', 'long', 'bun'] as const;
export const hairColours = ['black', 'dark-brown', 'brown', 'auburn', 'blond', 'grey'] as const;
export const skinTones = ['light', 'fair', 'medium', 'tan', 'brown', 'deep'] as const;

export type PortraitTone = (typeof portraitTones)[number];
export type HairStyle = (typeof hairStyles)[number];
export type HairColour = (typeof hairColours)[number];
export type SkinTone = (typeof skinTones)[number];

export type PortraitLook = { hair: HairStyle; hairColour: HairColour; skin: SkinTone; glasses: boolean; beard: boolean };

export const defaultLook: PortraitLook = { hair: 'short', hairColour: 'brown', skin: 'fair', glasses: false, beard: false };

/** Fill and shade of each skin tone (the shade draws the neck, ears' inner line and nose). */
export const skinColours: Record<SkinTone, { fill: string; shade: string }> = {
  light: { fill: '#f8dcc8', shade: '#e7bea3' },
  fair: { fill: '#f0c8a6', shade: '#d9a883' },
  medium: { fill: '#dfaa7d', shade: '#c58e61' },
  tan: { fill: '#c98d5b', shade: '#ad7244' },
  brown: { fill: '#9c6440', shade: '#82502f' },
  deep: { fill: '#6b4229', shade: '#56331e' },
};

export const hairFills: Record<HairColour, string> = {
  black: '#231e1c',
  'dark-brown': '#3f2a1e',
  brown: '#6b4a2f',
  auburn: '#8e4326',
  blond: '#d4b06a',
  grey: '#a8a29e',
};
