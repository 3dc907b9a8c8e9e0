/**
 * The app's icons, drawn by lucide (the same set as the seed artwork). The
 * exported names are the app's own, so screens import from here and the set
 * can change in one place.
 *
 * Each icon is imported from its own module, never from the 'lucide-react'
 * index: the index re-exports 1,600 icons, and through it every icon any page
 * used was bundled into the app shell that every page loads.
 */
import Bell from 'lucide-react/icons/bell';
import BookOpen from 'lucide-react/icons/book-open';
import Calendar from 'lucide-react/icons/calendar';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import File from 'lucide-react/icons/file';
import Globe from 'lucide-react/icons/globe';
import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import Info from 'lucide-react/icons/info';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import ListOrdered from 'lucide-react/icons/list-ordered';
import LogOut from 'lucide-react/icons/log-out';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircleQuestionMark from 'lucide-react/icons/message-circle-question-mark';
import MessageSquare from 'lucide-react/icons/message-square';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Package from 'lucide-react/icons/package';
import Search from 'lucide-react/icons/search';
import Shield from 'lucide-react/icons/shield';
import Smartphone from 'lucide-react/icons/smartphone';
import Star from 'lucide-react/icons/star';
import Store from 'lucide-react/icons/store';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash';
import TrendingUp from 'lucide-react/icons/trending-up';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import Upload from 'lucide-react/icons/upload';
import User from 'lucide-react/icons/user';
import X from 'lucide-react/icons/x';
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
export const BellIcon = decorative(Bell);
export const MessageIcon = decorative(MessageSquare);
export const HelpIcon = decorative(MessageCircleQuestionMark);
export const TagIcon = decorative(Tag);
export const CalendarIcon = decorative(Calendar);
export const ClockIcon = decorative(Clock);
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
