/**
 * The app's icons, drawn by lucide (the same set as the seed artwork). The
 * exported names are the app's own, so screens import from here and the set
 * can change in one place.
 */
import {
  BookOpen,
  Calendar,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ClipboardList,
  Eye,
  EyeOff,
  File,
  Globe,
  House,
  Inbox,
  Info,
  LayoutDashboard,
  LayoutGrid,
  ListOrdered,
  LogOut,
  MapPin,
  MessageCircleQuestionMark,
  MessageSquare,
  MessageSquareText,
  Package,
  Search,
  Shield,
  Smartphone,
  Star,
  Store,
  Tag,
  Trash2,
  TrendingUp,
  TriangleAlert,
  Upload,
  User,
  X,
} from 'lucide-react';
import { decorative } from './lucide';

export type { IconProps } from './lucide';

export const CheckCircleIcon = decorative(CircleCheck);
export const AlertCircleIcon = decorative(CircleAlert);
export const AlertTriangleIcon = decorative(TriangleAlert);
export const InfoIcon = decorative(Info);
export const CloseIcon = decorative(X);
export const ChevronDownIcon = decorative(ChevronDown);
export const EyeIcon = decorative(Eye);
export const EyeOffIcon = decorative(EyeOff);
export const UploadIcon = decorative(Upload);
export const FileIcon = decorative(File);
export const TrashIcon = decorative(Trash2);
export const UserIcon = decorative(User);
export const LogOutIcon = decorative(LogOut);
export const StoreIcon = decorative(Store);
export const ShieldIcon = decorative(Shield);
export const SearchIcon = decorative(Search);
export const StarIcon = decorative(Star);
export const MapPinIcon = decorative(MapPin);
export const LayoutIcon = decorative(LayoutDashboard);
export const InboxIcon = decorative(Inbox);
export const MessageIcon = decorative(MessageSquare);
export const HelpIcon = decorative(MessageCircleQuestionMark);
export const TagIcon = decorative(Tag);
export const CalendarIcon = decorative(Calendar);
export const GlobeIcon = decorative(Globe);
export const SmartphoneIcon = decorative(Smartphone);
export const HomeIcon = decorative(House);
export const GridIcon = decorative(LayoutGrid);
export const ChevronLeftIcon = decorative(ChevronLeft);
export const ChevronRightIcon = decorative(ChevronRight);
export const TrendingUpIcon = decorative(TrendingUp);
export const PackageIcon = decorative(Package);
export const BookIcon = decorative(BookOpen);
export const ClipboardIcon = decorative(ClipboardList);
export const FeedbackIcon = decorative(MessageSquareText);
export const ListOrderedIcon = decorative(ListOrdered);
