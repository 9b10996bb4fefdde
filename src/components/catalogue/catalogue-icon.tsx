import {
  Activity,
  Baby,
  Bug,
  Beaker,
  CalendarHeart,
  Droplet,
  Droplets,
  FlaskConical,
  Flower2,
  Moon,
  Pill,
  ShieldCheck,
  Sun,
  TestTubeDiagonal,
  TestTubes,
  Thermometer,
  Virus,
  Zap,
  type LucideIcon,
} from '@/components/ui/lucide';
import type { ProductIcon } from '@/content/catalogue/schema';
import { cn } from '@/lib/cn';

const icons: Record<ProductIcon, LucideIcon> = {
  stimulant: Zap,
  opioid: Pill,
  sedative: Moon,
  'other-substance': FlaskConical,
  'multi-panel': TestTubes,
  saliva: Droplets,
  manipulation: ShieldCheck,
  pregnancy: Baby,
  ovulation: CalendarHeart,
  'urinary-tract': Droplet,
  'vaginal-ph': Flower2,
  menopause: Thermometer,
  ferritin: Activity,
  'vitamin-d': Sun,
  thyroid: Beaker,
  'occult-blood': TestTubeDiagonal,
  'h-pylori': Bug,
  virus: Virus,
};

/** The small icon tile at the top of a catalogue card; decorative, the card's heading names it. */
export function CatalogueIcon({ icon, className }: { icon: ProductIcon; className?: string }) {
  const Icon = icons[icon];
  return (
    <span
      aria-hidden
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700', className)}
    >
      <Icon className="size-5" />
    </span>
  );
}
