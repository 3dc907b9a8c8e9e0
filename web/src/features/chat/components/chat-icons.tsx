import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import CheckCheck from 'lucide-react/icons/check-check';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import FileText from 'lucide-react/icons/file-text';
import Music from 'lucide-react/icons/eighth-notes';
import Paperclip from 'lucide-react/icons/paperclip';
import Presentation from 'lucide-react/icons/presentation';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import Sheet from 'lucide-react/icons/sheet';
import { decorative } from '../../../components/ui/lucide';

/** The chat's own icons, drawn by lucide like the rest of the app: name the control that holds them. */
export const SendIcon = decorative(SendHorizontal);
export const PaperclipIcon = decorative(Paperclip);
export const ArrowLeftIcon = decorative(ArrowLeft);
export const MoreVerticalIcon = decorative(EllipsisVertical);
export const FileTextIcon = decorative(FileText);
export const SheetIcon = decorative(Sheet);
export const PresentationIcon = decorative(Presentation);
export const MusicIcon = decorative(Music);
export const CheckIcon = decorative(Check);
export const CheckCheckIcon = decorative(CheckCheck);
