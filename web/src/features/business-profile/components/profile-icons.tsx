/** The profile's icons, drawn by lucide, under the names the profile screens import. */
import { Bookmark, Camera, Check, Clock, Ellipsis, Flag, GalleryHorizontal, MessageCircle, Moon, Navigation, Pencil, Phone, Plus, Share2 } from 'lucide-react';
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
export const ClockIcon = decorative(Clock);
export const MoonIcon = decorative(Moon);
export const CameraIcon = decorative(Camera);
