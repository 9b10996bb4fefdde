/**
 * The lucide icons the site uses, drawn as plain server-rendered <svg> elements.
 *
 * Why not lucide-react: its 1.x `Icon` is a "use client" component, so every icon became a client
 * reference that shipped lucide's runtime and repeated each icon's path data in the page's flight
 * payload. Here an icon is lucide's path data (the `lucide` package, pure data) and a component
 * with no hooks: static markup in the HTML, nothing in the browser bundle. Add an icon by importing
 * it below and exporting it through `lucideIcon`.
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

/** One lucide icon as a component; its stroke and size defaults are the `svg.lucide` rule in globals.css. Decorative unless named. */
function lucideIcon(node: IconNode): LucideIcon {
  // Built once per icon: React's flight payload writes an element it has already sent as a
  // reference, so an icon repeated on a page carries its path data once.
  const paths = node.map(([Tag, attributes], index) => <Tag key={index} {...attributes} />);
  return function LucideSvg({ className, ...props }) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return (
      <svg viewBox="0 0 24 24" aria-hidden={named ? undefined : true} className={className ? `lucide ${className}` : 'lucide'} {...props}>
        {paths}
      </svg>
    );
  };
}

export const Activity = /* @__PURE__ */ lucideIcon(ActivityNode);
export const ArrowRight = /* @__PURE__ */ lucideIcon(ArrowRightNode);
export const Award = /* @__PURE__ */ lucideIcon(AwardNode);
export const Baby = /* @__PURE__ */ lucideIcon(BabyNode);
export const BadgeCheck = /* @__PURE__ */ lucideIcon(BadgeCheckNode);
export const Beaker = /* @__PURE__ */ lucideIcon(BeakerNode);
export const BookOpen = /* @__PURE__ */ lucideIcon(BookOpenNode);
export const Briefcase = /* @__PURE__ */ lucideIcon(BriefcaseNode);
export const Bug = /* @__PURE__ */ lucideIcon(BugNode);
export const Building2 = /* @__PURE__ */ lucideIcon(Building2Node);
export const CalendarCheck = /* @__PURE__ */ lucideIcon(CalendarCheckNode);
export const CalendarHeart = /* @__PURE__ */ lucideIcon(CalendarHeartNode);
export const ChartLine = /* @__PURE__ */ lucideIcon(ChartLineNode);
export const Check = /* @__PURE__ */ lucideIcon(CheckNode);
export const CheckCircle2 = /* @__PURE__ */ lucideIcon(CheckCircle2Node);
export const ChevronDown = /* @__PURE__ */ lucideIcon(ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ lucideIcon(ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ lucideIcon(ChevronRightNode);
export const ClipboardCheck = /* @__PURE__ */ lucideIcon(ClipboardCheckNode);
export const Clock = /* @__PURE__ */ lucideIcon(ClockNode);
export const Code = /* @__PURE__ */ lucideIcon(CodeNode);
export const Database = /* @__PURE__ */ lucideIcon(DatabaseNode);
export const Download = /* @__PURE__ */ lucideIcon(DownloadNode);
export const Droplet = /* @__PURE__ */ lucideIcon(DropletNode);
export const Droplets = /* @__PURE__ */ lucideIcon(DropletsNode);
export const Dumbbell = /* @__PURE__ */ lucideIcon(DumbbellNode);
export const ExternalLink = /* @__PURE__ */ lucideIcon(ExternalLinkNode);
export const FileDown = /* @__PURE__ */ lucideIcon(FileDownNode);
export const FileText = /* @__PURE__ */ lucideIcon(FileTextNode);
export const FlaskConical = /* @__PURE__ */ lucideIcon(FlaskConicalNode);
export const Flower2 = /* @__PURE__ */ lucideIcon(Flower2Node);
export const Gauge = /* @__PURE__ */ lucideIcon(GaugeNode);
export const Globe = /* @__PURE__ */ lucideIcon(GlobeNode);
export const GraduationCap = /* @__PURE__ */ lucideIcon(GraduationCapNode);
export const HandHeart = /* @__PURE__ */ lucideIcon(HandHeartNode);
export const Handshake = /* @__PURE__ */ lucideIcon(HandshakeNode);
export const HardHat = /* @__PURE__ */ lucideIcon(HardHatNode);
export const HeartHandshake = /* @__PURE__ */ lucideIcon(HeartHandshakeNode);
export const HeartPulse = /* @__PURE__ */ lucideIcon(HeartPulseNode);
export const History = /* @__PURE__ */ lucideIcon(HistoryNode);
export const Home = /* @__PURE__ */ lucideIcon(HomeNode);
export const Hospital = /* @__PURE__ */ lucideIcon(HospitalNode);
export const House = /* @__PURE__ */ lucideIcon(HouseNode);
export const Info = /* @__PURE__ */ lucideIcon(InfoNode);
export const Landmark = /* @__PURE__ */ lucideIcon(LandmarkNode);
export const Laptop = /* @__PURE__ */ lucideIcon(LaptopNode);
export const Layers = /* @__PURE__ */ lucideIcon(LayersNode);
export const LayoutGrid = /* @__PURE__ */ lucideIcon(LayoutGridNode);
export const Leaf = /* @__PURE__ */ lucideIcon(LeafNode);
export const Lightbulb = /* @__PURE__ */ lucideIcon(LightbulbNode);
export const LineChart = /* @__PURE__ */ lucideIcon(LineChartNode);
export const Lock = /* @__PURE__ */ lucideIcon(LockNode);
export const Mail = /* @__PURE__ */ lucideIcon(MailNode);
export const MapPin = /* @__PURE__ */ lucideIcon(MapPinNode);
export const Menu = /* @__PURE__ */ lucideIcon(MenuNode);
export const MessageSquare = /* @__PURE__ */ lucideIcon(MessageSquareNode);
export const Microscope = /* @__PURE__ */ lucideIcon(MicroscopeNode);
export const Moon = /* @__PURE__ */ lucideIcon(MoonNode);
export const Network = /* @__PURE__ */ lucideIcon(NetworkNode);
export const Newspaper = /* @__PURE__ */ lucideIcon(NewspaperNode);
export const Pause = /* @__PURE__ */ lucideIcon(PauseNode);
export const Phone = /* @__PURE__ */ lucideIcon(PhoneNode);
export const PiggyBank = /* @__PURE__ */ lucideIcon(PiggyBankNode);
export const Pill = /* @__PURE__ */ lucideIcon(PillNode);
export const Play = /* @__PURE__ */ lucideIcon(PlayNode);
export const Printer = /* @__PURE__ */ lucideIcon(PrinterNode);
export const Quote = /* @__PURE__ */ lucideIcon(QuoteNode);
export const RefreshCw = /* @__PURE__ */ lucideIcon(RefreshCwNode);
export const Rocket = /* @__PURE__ */ lucideIcon(RocketNode);
export const Scale = /* @__PURE__ */ lucideIcon(ScaleNode);
export const ScanLine = /* @__PURE__ */ lucideIcon(ScanLineNode);
export const Search = /* @__PURE__ */ lucideIcon(SearchNode);
export const SearchCheck = /* @__PURE__ */ lucideIcon(SearchCheckNode);
export const ShieldCheck = /* @__PURE__ */ lucideIcon(ShieldCheckNode);
export const Shuffle = /* @__PURE__ */ lucideIcon(ShuffleNode);
export const Smartphone = /* @__PURE__ */ lucideIcon(SmartphoneNode);
export const Sparkles = /* @__PURE__ */ lucideIcon(SparklesNode);
export const Star = /* @__PURE__ */ lucideIcon(StarNode);
export const Stethoscope = /* @__PURE__ */ lucideIcon(StethoscopeNode);
export const Sun = /* @__PURE__ */ lucideIcon(SunNode);
export const Target = /* @__PURE__ */ lucideIcon(TargetNode);
export const TestTubeDiagonal = /* @__PURE__ */ lucideIcon(TestTubeDiagonalNode);
export const TestTubes = /* @__PURE__ */ lucideIcon(TestTubesNode);
export const Thermometer = /* @__PURE__ */ lucideIcon(ThermometerNode);
export const Timer = /* @__PURE__ */ lucideIcon(TimerNode);
export const TrendingDown = /* @__PURE__ */ lucideIcon(TrendingDownNode);
export const TriangleAlert = /* @__PURE__ */ lucideIcon(TriangleAlertNode);
export const Truck = /* @__PURE__ */ lucideIcon(TruckNode);
export const UserCheck = /* @__PURE__ */ lucideIcon(UserCheckNode);
export const Users = /* @__PURE__ */ lucideIcon(UsersNode);
export const Video = /* @__PURE__ */ lucideIcon(VideoNode);
export const Virus = /* @__PURE__ */ lucideIcon(VirusNode);
export const Wallet = /* @__PURE__ */ lucideIcon(WalletNode);
export const X = /* @__PURE__ */ lucideIcon(XNode);
export const Zap = /* @__PURE__ */ lucideIcon(ZapNode);
