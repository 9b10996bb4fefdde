import {
  Activity,
  BadgeCheck,
  Beaker,
  Building2,
  CheckCircle2,
  Clock,
  Droplet,
  FlaskConical,
  HeartPulse,
  House,
  Layers,
  Microscope,
  ScanLine,
  SearchCheck,
  ShieldCheck,
  Stethoscope,
  Target,
  TrendingDown,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/schema';

const icons: Record<IconName, LucideIcon> = {
  activity: Activity,
  badge: BadgeCheck,
  beaker: Beaker,
  building: Building2,
  check: CheckCircle2,
  clock: Clock,
  droplet: Droplet,
  flask: FlaskConical,
  heart: HeartPulse,
  house: House,
  layers: Layers,
  microscope: Microscope,
  scan: ScanLine,
  'search-check': SearchCheck,
  shield: ShieldCheck,
  stethoscope: Stethoscope,
  target: Target,
  trending: TrendingDown,
  users: Users,
};

/** A content module's icon by name, rendered on the server (lucide never reaches the browser). Decorative. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden className={className} />;
}
