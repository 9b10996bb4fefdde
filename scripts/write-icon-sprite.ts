/**
 * Writes public/icons.svg, the sprite every <svg class="lucide"> on the site points into
 * (src/components/ui/lucide.tsx), from the same icon list. Runs before `next build` and `next dev`;
 * a public file because Next compresses those (route handlers' bodies it sends as they are).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconSprite } from '../src/components/ui/lucide';

writeFileSync(join(import.meta.dirname, '..', 'public', 'icons.svg'), iconSprite);
