import { cn } from '@/lib/cn';
import { hairFills, skinColours, type Attire, type HairStyle, type PortraitLook, type PortraitTone } from './portrait-look';

const tones: Record<PortraitTone, { background: string; clothing: string; lapel: string; detail: string }> = {
  brand: { background: 'fill-brand-100', clothing: 'fill-brand-700', lapel: 'fill-brand-800', detail: 'fill-brand-200' },
  accent: { background: 'fill-accent-100', clothing: 'fill-accent-600', lapel: 'fill-accent-700', detail: 'fill-accent-200' },
  slate: { background: 'fill-slate-200', clothing: 'fill-slate-700', lapel: 'fill-slate-800', detail: 'fill-slate-300' },
  sand: { background: 'fill-amber-100', clothing: 'fill-amber-800', lapel: 'fill-amber-900', detail: 'fill-amber-200' },
};

/**
 * Each hair style as the part behind the head (long hair, a bun) and the part over it (the crown and
 * fringe). Drawn for a head centred at (60, 52), 38 wide and 46 high, in a 120 × 120 box.
 */
const hair: Record<HairStyle, { back?: string; front: string }> = {
  short: { front: 'M40 52C37 31 49 24 61 24C74 24 84 32 80 52C78 43 73 37 62 36C52 36 44 41 40 52Z' },
  'side-part': { front: 'M40 54C36 31 50 22 63 24C77 26 84 36 80 53C78 41 71 34 57 36C51 37 44 43 40 54Z' },
  curly: {
    front: 'M40 57a6 6 0 0 1-2-11a7 7 0 0 1 3-11a8 8 0 0 1 9-8a9 9 0 0 1 12-4a9 9 0 0 1 12 3a8 8 0 0 1 8 8a7 7 0 0 1 2 11a6 6 0 0 1-4 12C79 46 73 39 60 39C47 39 42 46 40 57Z',
  },
  receding: { front: 'M40 58C38 47 40 40 45 36C43 43 43 50 44 58ZM80 58C82 47 80 40 75 36C77 43 77 50 76 58Z' },
  bob: {
    back: 'M36 54C33 29 47 22 60 22C74 22 88 29 84 54L86 76C81 80 76 78 74 76H46C44 78 39 80 34 76Z',
    front: 'M41 50C40 33 50 27 60 27C72 27 81 33 80 50C75 40 67 35 56 36C50 37 45 42 41 50Z',
  },
  long: {
    back: 'M36 52C34 28 48 22 60 22C73 22 87 29 84 52L88 94C79 99 41 99 32 94Z',
    front: 'M41 50C40 33 50 27 60 27C72 27 81 33 80 50C77 40 70 35 62 35C54 35 46 40 41 50Z',
  },
  bun: {
    back: 'M60 11a11 11 0 1 1-0.1 0Z',
    front: 'M41 50C39 33 50 27 60 27C71 27 81 33 79 50C76 40 70 34 60 34C50 34 44 40 41 50Z',
  },
};

const shoulders = 'M14 124C16 98 34 85 60 85S104 98 106 124Z';
const neckPath = 'M51 70H69V88L60 97L51 88Z';
const lapels = 'M46 86L60 110L50 124H40L38 98ZM74 86L60 110L70 124H80L82 98Z';
const shirtOpening = 'M48 85L60 99L72 85L74 86L60 110L46 86Z';

/** Shoulders, neck and clothes, so the people of one team do not all wear the same top. */
function Clothes({ attire, colours, neck }: { attire: Attire; colours: (typeof tones)[PortraitTone]; neck: string }) {
  switch (attire) {
    case 'blazer':
      return (
        <>
          <path d={shoulders} className={colours.clothing} />
          <path d={neckPath} fill={neck} />
          <path d={shirtOpening} fill="#ffffff" />
          <path d={lapels} className={colours.lapel} />
        </>
      );
    case 'lab-coat':
      // A white coat open over a shirt in the person's colour, a pen in its breast pocket.
      return (
        <>
          <path d={shoulders} fill="#f8fafc" stroke="#cbd5e1" strokeWidth="1" />
          <path d={neckPath} fill={neck} />
          <path d={shirtOpening} className={colours.clothing} />
          <path d={lapels} fill="#eef2f6" stroke="#cbd5e1" strokeWidth="1" />
          <rect x="71" y="104" width="12" height="10" rx="1.5" fill="none" stroke="#cbd5e1" strokeWidth="1" />
          <rect x="74" y="99" width="2.5" height="9" rx="1" className={colours.lapel} />
        </>
      );
    case 'sweater':
      // A crew neck in the person's colour, its ribbed collar a shade darker.
      return (
        <>
          <path d={shoulders} className={colours.clothing} />
          <path d={neckPath} fill={neck} />
          <path d="M47 85Q60 97 73 85L76 88Q60 103 44 88Z" className={colours.lapel} />
        </>
      );
    case 'open-collar':
      // A light shirt, collar open, its placket down the middle.
      return (
        <>
          <path d={shoulders} className={colours.detail} />
          <path d={neckPath} fill={neck} />
          <path d="M51 85L60 101L69 85Z" fill={neck} />
          <path d="M49 83L60 101L50 96L45 87ZM71 83L60 101L70 96L75 87Z" fill="#ffffff" />
          <path d="M60 101V124" fill="none" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="1.4" />
        </>
      );
  }
}

/**
 * An illustrated portrait in the site's flat style: head and shoulders with the person's own hair,
 * skin tone, glasses, beard and clothes (the people are fictional, so no photographs, and nothing to
 * download). Decorative: the name is always printed beside it.
 */
export function TeamPortrait({ id, tone, look, className }: { id: string; tone: PortraitTone; look: PortraitLook; className?: string }) {
  const colours = tones[tone];
  const skin = skinColours[look.skin];
  const hairFill = hairFills[look.hairColour];
  const style = hair[look.hair];
  const clipId = `portrait-clip-${id}`;
  return (
    <svg viewBox="0 0 120 120" aria-hidden focusable="false" className={cn('shrink-0', className)}>
      <circle cx="60" cy="60" r="60" className={colours.background} />
      <circle cx="98" cy="24" r="12" className={colours.detail} />
      <circle cx="20" cy="94" r="8" className={colours.detail} />
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        {style.back && <path d={style.back} fill={hairFill} />}
        <Clothes attire={look.attire} colours={colours} neck={skin.shade} />
        <circle cx="41.5" cy="55" r="4.5" fill={skin.fill} />
        <circle cx="78.5" cy="55" r="4.5" fill={skin.fill} />
        <ellipse cx="60" cy="52" rx="19" ry="23" fill={skin.fill} />
        {look.beard && <path d="M41 54C41 73 50 82 60 82S79 73 79 54C77 65 71 71 60 71S43 65 41 54Z" fill={hairFill} />}
        <path d={style.front} fill={hairFill} />
        <path d="M47.5 47Q52 45 56 46.5M64 46.5Q68 45 72.5 47" fill="none" stroke={hairFill} strokeWidth="1.6" strokeLinecap="round" />
        <ellipse cx="52" cy="53" rx="1.7" ry="1.9" fill="#1e293b" />
        <ellipse cx="68" cy="53" rx="1.7" ry="1.9" fill="#1e293b" />
        <path d="M60 55Q58.5 60 61 61.5" fill="none" stroke={skin.shade} strokeWidth="1.5" strokeLinecap="round" />
        <path d="M55.5 66.5Q60 69 64.5 66.5" fill="none" stroke={skin.lips} strokeWidth="1.7" strokeLinecap="round" />
        {look.glasses && (
          <g fill="#ffffff" fillOpacity="0.18" stroke="#1f2937" strokeWidth="1.6">
            <rect x="45" y="48" width="14" height="10.5" rx="3.5" />
            <rect x="61" y="48" width="14" height="10.5" rx="3.5" />
            <path d="M59 52.5H61M45 52L41 50.5M75 52L79 50.5" fill="none" />
          </g>
        )}
      </g>
    </svg>
  );
}
