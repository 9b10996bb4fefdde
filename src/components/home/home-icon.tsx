import {
  BadgeCheck,
  Beaker,
  Building2,
  Clock,
  Droplet,
  FlaskConical,
  HeartPulse,
  Layers,
  Microscope,
  ScanLine,
  ShieldCheck,
  Stethoscope,
  TrendingDown,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { HomeIconName } from '@/content/home';

const icons: Record<HomeIconName, LucideIcon> = {
  flask: FlaskConical,
  droplet: Droplet,
  scan: ScanLine,
  heart: HeartPulse,
  shield: ShieldCheck,
  clock: Clock,
  beaker: Beaker,
  users: Users,
  badge: BadgeCheck,
  trending: TrendingDown,
  building: Building2,
  stethoscope: Stethoscope,
  microscope: Microscope,
  layers: Layers,
};

export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
