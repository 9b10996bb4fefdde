/**
 * The lucide icons the site uses: a server-rendered <svg> that points into one sprite,
 * /icons.svg (written by scripts/write-icon-sprite.ts), which holds every icon's path data as a <symbol>.
 *
 * Why a sprite: drawn inline, an icon's paths were in the HTML and again in the flight payload of
 * every page (about 1.7 KB gzip of `/`, 2.3 KB of `/drug-tests`); the sprite is one cached file
 * for all pages. Why not lucide-react: its 1.x `Icon` is a "use client" component that ships
 * lucide's runtime. Here an icon is lucide's path data (the `lucide` package, pure data) and a
 * component with no hooks: nothing in the browser bundle. Add an icon by listing it in
 * `iconNodes` and exporting it through `lucideIcon`.
 */
import type { SVGProps } from 'react';
import * as lucide from 'lucide';
import type { IconNode } from 'lucide';

export type LucideIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

/** Every icon in the sprite, by its symbol's id. */
const iconNodes = {
  Activity: lucide.Activity,
  ArrowRight: lucide.ArrowRight,
  Award: lucide.Award,
  Baby: lucide.Baby,
  BadgeCheck: lucide.BadgeCheck,
  Beaker: lucide.Beaker,
  BookOpen: lucide.BookOpen,
  Briefcase: lucide.Briefcase,
  Bug: lucide.Bug,
  Building2: lucide.Building2,
  CalendarCheck: lucide.CalendarCheck,
  CalendarHeart: lucide.CalendarHeart,
  ChartLine: lucide.ChartLine,
  Check: lucide.Check,
  CheckCircle2: lucide.CheckCircle2,
  ChevronDown: lucide.ChevronDown,
  ChevronLeft: lucide.ChevronLeft,
  ChevronRight: lucide.ChevronRight,
  ClipboardCheck: lucide.ClipboardCheck,
  Clock: lucide.Clock,
  Code: lucide.Code,
  Database: lucide.Database,
  Download: lucide.Download,
  Droplet: lucide.Droplet,
  Droplets: lucide.Droplets,
  Dumbbell: lucide.Dumbbell,
  ExternalLink: lucide.ExternalLink,
  FileDown: lucide.FileDown,
  FileText: lucide.FileText,
  FlaskConical: lucide.FlaskConical,
  Flower2: lucide.Flower2,
  Gauge: lucide.Gauge,
  Globe: lucide.Globe,
  GraduationCap: lucide.GraduationCap,
  HandHeart: lucide.HandHeart,
  Handshake: lucide.Handshake,
  HardHat: lucide.HardHat,
  HeartHandshake: lucide.HeartHandshake,
  HeartPulse: lucide.HeartPulse,
  History: lucide.History,
  Home: lucide.Home,
  Hospital: lucide.Hospital,
  House: lucide.House,
  Info: lucide.Info,
  Landmark: lucide.Landmark,
  Laptop: lucide.Laptop,
  Layers: lucide.Layers,
  LayoutGrid: lucide.LayoutGrid,
  Leaf: lucide.Leaf,
  Lightbulb: lucide.Lightbulb,
  LineChart: lucide.LineChart,
  Lock: lucide.Lock,
  Mail: lucide.Mail,
  MapPin: lucide.MapPin,
  Menu: lucide.Menu,
  MessageSquare: lucide.MessageSquare,
  Microscope: lucide.Microscope,
  Moon: lucide.Moon,
  Network: lucide.Network,
  Newspaper: lucide.Newspaper,
  Pause: lucide.Pause,
  Phone: lucide.Phone,
  PiggyBank: lucide.PiggyBank,
  Pill: lucide.Pill,
  Play: lucide.Play,
  Printer: lucide.Printer,
  Quote: lucide.Quote,
  RefreshCw: lucide.RefreshCw,
  Rocket: lucide.Rocket,
  Scale: lucide.Scale,
  ScanLine: lucide.ScanLine,
  Search: lucide.Search,
  SearchCheck: lucide.SearchCheck,
  ShieldCheck: lucide.ShieldCheck,
  Shuffle: lucide.Shuffle,
  Smartphone: lucide.Smartphone,
  Sparkles: lucide.Sparkles,
  Star: lucide.Star,
  Stethoscope: lucide.Stethoscope,
  Sun: lucide.Sun,
  Target: lucide.Target,
  TestTubeDiagonal: lucide.TestTubeDiagonal,
  TestTubes: lucide.TestTubes,
  Thermometer: lucide.Thermometer,
  Timer: lucide.Timer,
  TrendingDown: lucide.TrendingDown,
  TriangleAlert: lucide.TriangleAlert,
  Truck: lucide.Truck,
  UserCheck: lucide.UserCheck,
  Users: lucide.Users,
  Video: lucide.Video,
  Virus: lucide.Virus,
  Wallet: lucide.Wallet,
  X: lucide.X,
  Zap: lucide.Zap,
} satisfies Record<string, IconNode>;

type IconId = keyof typeof iconNodes;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite's markup: one <symbol> per icon, in lucide's 24-unit box. */
export const iconSprite = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(iconNodes)
  .map(([id, node]) => {
    const shapes = node.map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`);
      return `<${tag}${written.join('')}/>`;
    });
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
  })
  .join('')}</svg>`;

/** FNV-1a of the sprite: the URL changes when an icon does, so the file can be cached for good. */
function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const spriteUrl = `/icons.svg?v=${contentVersion(iconSprite)}`;

/** One icon as a component; its stroke and size defaults are the `svg.lucide` rule in globals.css, which the symbol's shapes inherit. Decorative unless named. */
function lucideIcon(id: IconId): LucideIcon {
  const href = `${spriteUrl}#${id}`;
  return function LucideSvg({ className, ...props }) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return (
      <svg viewBox="0 0 24 24" aria-hidden={named ? undefined : true} className={className ? `lucide ${className}` : 'lucide'} {...props}>
        <use href={href} />
      </svg>
    );
  };
}

export const Activity = lucideIcon('Activity');
export const ArrowRight = lucideIcon('ArrowRight');
export const Award = lucideIcon('Award');
export const Baby = lucideIcon('Baby');
export const BadgeCheck = lucideIcon('BadgeCheck');
export const Beaker = lucideIcon('Beaker');
export const BookOpen = lucideIcon('BookOpen');
export const Briefcase = lucideIcon('Briefcase');
export const Bug = lucideIcon('Bug');
export const Building2 = lucideIcon('Building2');
export const CalendarCheck = lucideIcon('CalendarCheck');
export const CalendarHeart = lucideIcon('CalendarHeart');
export const ChartLine = lucideIcon('ChartLine');
export const Check = lucideIcon('Check');
export const CheckCircle2 = lucideIcon('CheckCircle2');
export const ChevronDown = lucideIcon('ChevronDown');
export const ChevronLeft = lucideIcon('ChevronLeft');
export const ChevronRight = lucideIcon('ChevronRight');
export const ClipboardCheck = lucideIcon('ClipboardCheck');
export const Clock = lucideIcon('Clock');
export const Code = lucideIcon('Code');
export const Database = lucideIcon('Database');
export const Download = lucideIcon('Download');
export const Droplet = lucideIcon('Droplet');
export const Droplets = lucideIcon('Droplets');
export const Dumbbell = lucideIcon('Dumbbell');
export const ExternalLink = lucideIcon('ExternalLink');
export const FileDown = lucideIcon('FileDown');
export const FileText = lucideIcon('FileText');
export const FlaskConical = lucideIcon('FlaskConical');
export const Flower2 = lucideIcon('Flower2');
export const Gauge = lucideIcon('Gauge');
export const Globe = lucideIcon('Globe');
export const GraduationCap = lucideIcon('GraduationCap');
export const HandHeart = lucideIcon('HandHeart');
export const Handshake = lucideIcon('Handshake');
export const HardHat = lucideIcon('HardHat');
export const HeartHandshake = lucideIcon('HeartHandshake');
export const HeartPulse = lucideIcon('HeartPulse');
export const History = lucideIcon('History');
export const Home = lucideIcon('Home');
export const Hospital = lucideIcon('Hospital');
export const House = lucideIcon('House');
export const Info = lucideIcon('Info');
export const Landmark = lucideIcon('Landmark');
export const Laptop = lucideIcon('Laptop');
export const Layers = lucideIcon('Layers');
export const LayoutGrid = lucideIcon('LayoutGrid');
export const Leaf = lucideIcon('Leaf');
export const Lightbulb = lucideIcon('Lightbulb');
export const LineChart = lucideIcon('LineChart');
export const Lock = lucideIcon('Lock');
export const Mail = lucideIcon('Mail');
export const MapPin = lucideIcon('MapPin');
export const Menu = lucideIcon('Menu');
export const MessageSquare = lucideIcon('MessageSquare');
export const Microscope = lucideIcon('Microscope');
export const Moon = lucideIcon('Moon');
export const Network = lucideIcon('Network');
export const Newspaper = lucideIcon('Newspaper');
export const Pause = lucideIcon('Pause');
export const Phone = lucideIcon('Phone');
export const PiggyBank = lucideIcon('PiggyBank');
export const Pill = lucideIcon('Pill');
export const Play = lucideIcon('Play');
export const Printer = lucideIcon('Printer');
export const Quote = lucideIcon('Quote');
export const RefreshCw = lucideIcon('RefreshCw');
export const Rocket = lucideIcon('Rocket');
export const Scale = lucideIcon('Scale');
export const ScanLine = lucideIcon('ScanLine');
export const Search = lucideIcon('Search');
export const SearchCheck = lucideIcon('SearchCheck');
export const ShieldCheck = lucideIcon('ShieldCheck');
export const Shuffle = lucideIcon('Shuffle');
export const Smartphone = lucideIcon('Smartphone');
export const Sparkles = lucideIcon('Sparkles');
export const Star = lucideIcon('Star');
export const Stethoscope = lucideIcon('Stethoscope');
export const Sun = lucideIcon('Sun');
export const Target = lucideIcon('Target');
export const TestTubeDiagonal = lucideIcon('TestTubeDiagonal');
export const TestTubes = lucideIcon('TestTubes');
export const Thermometer = lucideIcon('Thermometer');
export const Timer = lucideIcon('Timer');
export const TrendingDown = lucideIcon('TrendingDown');
export const TriangleAlert = lucideIcon('TriangleAlert');
export const Truck = lucideIcon('Truck');
export const UserCheck = lucideIcon('UserCheck');
export const Users = lucideIcon('Users');
export const Video = lucideIcon('Video');
export const Virus = lucideIcon('Virus');
export const Wallet = lucideIcon('Wallet');
export const X = lucideIcon('X');
export const Zap = lucideIcon('Zap');
