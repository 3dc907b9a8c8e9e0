/** The profile's icons, drawn by lucide, under the names the profile screens import. */
import Bookmark from 'lucide-react/icons/bookmark';
import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Flag from 'lucide-react/icons/flag';
import GalleryHorizontal from 'lucide-react/icons/gallery-horizontal';
import MessageCircle from 'lucide-react/icons/message-circle';
import Moon from 'lucide-react/icons/moon';
import Navigation from 'lucide-react/icons/navigation';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Plus from 'lucide-react/icons/plus';
import Share2 from 'lucide-react/icons/share-2';
import { decorative } from '../../../components/ui/lucide';

export const PhoneIcon = decorative(Phone);
export const ShareIcon = decorative(Share2);
export const BookmarkIcon = decorative(Bookmark);
export const PlusIcon = decorative(Plus);
export const CheckIcon = decorative(Check);
export const ChatIcon = decorative(MessageCircle);
export const PencilIcon = decorative(Pencil);
export const FlagIcon = decorative(Flag);
export const MoreIcon = decorative(Ellipsis);
export const CarouselIcon = decorative(GalleryHorizontal);
export const DirectionsIcon = decorative(Navigation);
export const MoonIcon = decorative(Moon);
export const CameraIcon = decorative(Camera);
