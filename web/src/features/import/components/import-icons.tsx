import { CircleCheck, Download, FileSpreadsheet, Play, RotateCcw, Undo2, Upload } from 'lucide-react';
import { createIcon } from '../../../components/ui/Icon.tsx';

/** Icons only the Import screen uses, with the shared defaults (size, stroke, decorative). */
export const UploadIcon = createIcon(Upload);
export const DownloadIcon = createIcon(Download);
export const SpreadsheetIcon = createIcon(FileSpreadsheet);
export const PlayIcon = createIcon(Play);
export const ResumeIcon = createIcon(RotateCcw);
export const UndoIcon = createIcon(Undo2);
export const DoneIcon = createIcon(CircleCheck);
