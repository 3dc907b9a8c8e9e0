import { ArrowLeft, Check, CheckCheck, Clock, EllipsisVertical, FileText, Music, Paperclip, Presentation, SendHorizontal, Sheet } from 'lucide-react';
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
export const ClockIcon = decorative(Clock);
