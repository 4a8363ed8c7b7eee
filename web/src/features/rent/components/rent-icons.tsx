import {
  Calendar,
  Copy,
  DoorClosed,
  Download,
  History,
  Layers,
  Link as LinkGlyph,
  Mail,
  PanelRight,
  Printer,
  Search,
  Trash2,
  UserPlus,
  Wallet,
  Wrench,
} from 'lucide-react';
import { createIcon } from '../../../components/ui/Icon.tsx';

/** Icons only the rent screens use, with the shared defaults (size, stroke, decorative). */
export const SearchIcon = createIcon(Search);
export const UserPlusIcon = createIcon(UserPlus);
export const TrashIcon = createIcon(Trash2);
export const PrinterIcon = createIcon(Printer);
export const LinkIcon = createIcon(LinkGlyph);
export const CopyIcon = createIcon(Copy);
export const MailIcon = createIcon(Mail);
export const WalletIcon = createIcon(Wallet);
export const DownloadIcon = createIcon(Download);
export const DoorIcon = createIcon(DoorClosed);
export const PanelIcon = createIcon(PanelRight);
export const LayersIcon = createIcon(Layers);
export const CalendarIcon = createIcon(Calendar);
export const HistoryIcon = createIcon(History);
export const WrenchIcon = createIcon(Wrench);
