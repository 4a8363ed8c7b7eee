import type { ImportKind } from '../../../../../shared/import/fields.ts';
import type { ImportMode } from '../../../../../shared/import/schemas.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { KIND_VIEW } from '../import-kinds.ts';
import { UndoIcon } from './import-icons.tsx';

/** "Undo import?": what undo removes and keeps (the result step and the past imports list ask the same). */
export function UndoImportDialog({
  isOpen,
  onClose,
  onUndo,
  kind,
  mode,
  fileName,
}: {
  isOpen: boolean;
  onClose: () => void;
  onUndo: () => Promise<unknown> | void;
  kind: ImportKind;
  mode: ImportMode | undefined;
  /** Named when the dialog is opened away from the import itself (the past imports list). */
  fileName?: string;
}) {
  const view = KIND_VIEW[kind];
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={onClose}
      onConfirm={onUndo}
      title="Undo import"
      message={`Delete the ${view.many} this import${fileName ? ` of ${fileName}` : ''} created?`}
      details={
        mode === 'upsert'
          ? `${view.listLabel} it updated keep their new details. Records that other records use already cannot be removed.`
          : 'Records that other records use already cannot be removed.'
      }
      confirmLabel="Undo import"
      busyLabel="Undoing..."
      tone="danger"
      icon={<UndoIcon size={18} />}
    />
  );
}
