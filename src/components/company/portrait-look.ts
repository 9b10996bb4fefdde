/**
 * What an illustrated portrait is drawn from: the person's hair, hair colour, skin tone, glasses,
 * beard and clothes, chosen by an editor in the CMS. Plain data, shared by the collection and the drawing.
 */
export const portraitTones = ['brand', 'accent', 'slate', 'sand'] as const;
export const hairStyles = ['short', 'side-part', 'curly', 'receding', 'bob', 'long', 'bun'] as const;
export const hairColours = ['black', 'dark-brown', 'brown', 'auburn', 'blond', 'grey'] as const;
export const skinTones = ['light', 'fair', 'medium', 'tan', 'brown', 'deep'] as const;
/** A jacket over a shirt, a lab coat, a crew-neck sweater, or a shirt with an open collar. */
export const attires = ['blazer', 'lab-coat', 'sweater', 'open-collar'] as const;

export type PortraitTone = (typeof portraitTones)[number];
export type HairStyle = (typeof hairStyles)[number];
export type HairColour = (typeof hairColours)[number];
export type SkinTone = (typeof skinTones)[number];
export type Attire = (typeof attires)[number];

export type PortraitLook = { hair: HairStyle; hairColour: HairColour; skin: SkinTone; glasses: boolean; beard: boolean; attire: Attire };

export const defaultLook: PortraitLook = { hair: 'short', hairColour: 'brown', skin: 'fair', glasses: false, beard: false, attire: 'blazer' };

/** Fill, shade (neck, nose) and lips of each skin tone: muted, so a portrait sits beside a biography. */
export const skinColours: Record<SkinTone, { fill: string; shade: string; lips: string }> = {
  light: { fill: '#f6dccb', shade: '#e2bca5', lips: '#b9786a' },
  fair: { fill: '#edc9ab', shade: '#d5a988', lips: '#a96a5a' },
  medium: { fill: '#d9ab83', shade: '#c08f67', lips: '#95584a' },
  tan: { fill: '#c28e62', shade: '#a7744b', lips: '#7f4738' },
  brown: { fill: '#946546', shade: '#7b5136', lips: '#5e3426' },
  deep: { fill: '#664330', shade: '#523424', lips: '#3d2219' },
};

export const hairFills: Record<HairColour, string> = {
  black: '#27221f',
  'dark-brown': '#40302a',
  brown: '#6a5040',
  auburn: '#84503a',
  blond: '#c9ae7c',
  grey: '#aeaaa6',
};
