/**
 * The lucide icons the site uses: a server-rendered <svg> that points into one sprite,
 * /icons.svg (written by scripts/write-icon-sprite.ts), which holds every icon's path data as a <symbol>.
 *
 * Why a sprite: drawn inline, an icon's paths were in the HTML and again in the flight payload of
 * every page (about 1.7 KB gzip of `/`, 2.3 KB of `/drug-tests`); the sprite is one cached file
 * for all pages. Why not lucide-react: its 1.x `Icon` is a "use client" component that ships
 * lucide's runtime. Here an icon is lucide's path data (the `lucide` package, pure data) and a
 * component with no hooks: nothing in the browser bundle. Add an icon by importing it below,
 * listing it in `iconNodes` and exporting it through `lucideIcon`.
 */
import type { SVGProps } from 'react';
import {
  Activity as ActivityNode,
  ArrowRight as ArrowRightNode,
  Award as AwardNode,
  Baby as BabyNode,
  BadgeCheck as BadgeCheckNode,
  Beaker as BeakerNode,
  BookOpen as BookOpenNode,
  Briefcase as BriefcaseNode,
  Bug as BugNode,
  Building2 as Building2Node,
  CalendarCheck as CalendarCheckNode,
  CalendarHeart as CalendarHeartNode,
  ChartLine as ChartLineNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  ClipboardCheck as ClipboardCheckNode,
  Clock as ClockNode,
  Code as CodeNode,
  Database as DatabaseNode,
  Download as DownloadNode,
  Droplet as DropletNode,
  Droplets as DropletsNode,
  Dumbbell as DumbbellNode,
  ExternalLink as ExternalLinkNode,
  FileDown as FileDownNode,
  FileText as FileTextNode,
  FlaskConical as FlaskConicalNode,
  Flower2 as Flower2Node,
  Gauge as GaugeNode,
  Globe as GlobeNode,
  GraduationCap as GraduationCapNode,
  HandHeart as HandHeartNode,
  Handshake as HandshakeNode,
  HardHat as HardHatNode,
  HeartHandshake as HeartHandshakeNode,
  HeartPulse as HeartPulseNode,
  History as HistoryNode,
  Home as HomeNode,
  Hospital as HospitalNode,
  House as HouseNode,
  Info as InfoNode,
  Landmark as LandmarkNode,
  Laptop as LaptopNode,
  Layers as LayersNode,
  LayoutGrid as LayoutGridNode,
  Leaf as LeafNode,
  Lightbulb as LightbulbNode,
  LineChart as LineChartNode,
  Lock as LockNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageSquare as MessageSquareNode,
  Microscope as MicroscopeNode,
  Moon as MoonNode,
  Network as NetworkNode,
  Newspaper as NewspaperNode,
  Pause as PauseNode,
  Phone as PhoneNode,
  PiggyBank as PiggyBankNode,
  Pill as PillNode,
  Play as PlayNode,
  Printer as PrinterNode,
  Quote as QuoteNode,
  RefreshCw as RefreshCwNode,
  Rocket as RocketNode,
  Scale as ScaleNode,
  ScanLine as ScanLineNode,
  Search as SearchNode,
  SearchCheck as SearchCheckNode,
  ShieldCheck as ShieldCheckNode,
  Shuffle as ShuffleNode,
  Smartphone as SmartphoneNode,
  Sparkles as SparklesNode,
  Star as StarNode,
  Stethoscope as StethoscopeNode,
  Sun as SunNode,
  Target as TargetNode,
  TestTubeDiagonal as TestTubeDiagonalNode,
  TestTubes as TestTubesNode,
  Thermometer as ThermometerNode,
  Timer as TimerNode,
  TrendingDown as TrendingDownNode,
  TriangleAlert as TriangleAlertNode,
  Truck as TruckNode,
  UserCheck as UserCheckNode,
  Users as UsersNode,
  Video as VideoNode,
  Virus as VirusNode,
  Wallet as WalletNode,
  X as XNode,
  Zap as ZapNode,
  type IconNode,
} from 'lucide';

export type LucideIcon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

/** Every icon in the sprite, by its symbol's id. */
const iconNodes = {
  Activity: ActivityNode,
  ArrowRight: ArrowRightNode,
  Award: AwardNode,
  Baby: BabyNode,
  BadgeCheck: BadgeCheckNode,
  Beaker: BeakerNode,
  BookOpen: BookOpenNode,
  Briefcase: BriefcaseNode,
  Bug: BugNode,
  Building2: Building2Node,
  CalendarCheck: CalendarCheckNode,
  CalendarHeart: CalendarHeartNode,
  ChartLine: ChartLineNode,
  Check: CheckNode,
  CheckCircle2: CheckCircle2Node,
  ChevronDown: ChevronDownNode,
  ChevronLeft: ChevronLeftNode,
  ChevronRight: ChevronRightNode,
  ClipboardCheck: ClipboardCheckNode,
  Clock: ClockNode,
  Code: CodeNode,
  Database: DatabaseNode,
  Download: DownloadNode,
  Droplet: DropletNode,
  Droplets: DropletsNode,
  Dumbbell: DumbbellNode,
  ExternalLink: ExternalLinkNode,
  FileDown: FileDownNode,
  FileText: FileTextNode,
  FlaskConical: FlaskConicalNode,
  Flower2: Flower2Node,
  Gauge: GaugeNode,
  Globe: GlobeNode,
  GraduationCap: GraduationCapNode,
  HandHeart: HandHeartNode,
  Handshake: HandshakeNode,
  HardHat: HardHatNode,
  HeartHandshake: HeartHandshakeNode,
  HeartPulse: HeartPulseNode,
  History: HistoryNode,
  Home: HomeNode,
  Hospital: HospitalNode,
  House: HouseNode,
  Info: InfoNode,
  Landmark: LandmarkNode,
  Laptop: LaptopNode,
  Layers: LayersNode,
  LayoutGrid: LayoutGridNode,
  Leaf: LeafNode,
  Lightbulb: LightbulbNode,
  LineChart: LineChartNode,
  Lock: LockNode,
  Mail: MailNode,
  MapPin: MapPinNode,
  Menu: MenuNode,
  MessageSquare: MessageSquareNode,
  Microscope: MicroscopeNode,
  Moon: MoonNode,
  Network: NetworkNode,
  Newspaper: NewspaperNode,
  Pause: PauseNode,
  Phone: PhoneNode,
  PiggyBank: PiggyBankNode,
  Pill: PillNode,
  Play: PlayNode,
  Printer: PrinterNode,
  Quote: QuoteNode,
  RefreshCw: RefreshCwNode,
  Rocket: RocketNode,
  Scale: ScaleNode,
  ScanLine: ScanLineNode,
  Search: SearchNode,
  SearchCheck: SearchCheckNode,
  ShieldCheck: ShieldCheckNode,
  Shuffle: ShuffleNode,
  Smartphone: SmartphoneNode,
  Sparkles: SparklesNode,
  Star: StarNode,
  Stethoscope: StethoscopeNode,
  Sun: SunNode,
  Target: TargetNode,
  TestTubeDiagonal: TestTubeDiagonalNode,
  TestTubes: TestTubesNode,
  Thermometer: ThermometerNode,
  Timer: TimerNode,
  TrendingDown: TrendingDownNode,
  TriangleAlert: TriangleAlertNode,
  Truck: TruckNode,
  UserCheck: UserCheckNode,
  Users: UsersNode,
  Video: VideoNode,
  Virus: VirusNode,
  Wallet: WalletNode,
  X: XNode,
  Zap: ZapNode,
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
