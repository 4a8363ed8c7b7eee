import { useId, useRef, useState } from 'react';
import { imageUploaded } from '../../../../../shared/inventory/images.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadProductImage } from '../api/products.ts';
import { readImageFile } from '../../../lib/image-file.ts';

/** Uploads an image for an item; toasts the outcome (the server's message first). Resolves true when stored. */
export function useItemImageUpload() {
  const upload = useUploadProductImage();
  return async (id: string, file: File): Promise<boolean> => {
    const read = await readImageFile(file);
    if (typeof read === 'string') {
      notify.error(read);
      return false;
    }
    try {
      const res = await upload({ body: { id, ...read } });
      notify.success(res?.message ?? imageUploaded);
      return true;
    } catch {
      return false; // the API client showed the error toast
    }
  };
}

/** The file input of an item image: PNG, JPEG or WebP, at most 2 MB; the hint says so. */
export function ItemImageInput({
  label,
  onChange,
  disabled,
}: {
  label: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="input item-file-input"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        PNG, JPEG or WebP, at most 2 MB.
      </p>
    </div>
  );
}

/** "Change image" on the item page: a button that opens the file chooser and uploads the file picked. */
export function ChangeImageButton({ itemId, hasImage }: { itemId: string; hasImage: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useItemImageUpload();
  const [busy, setBusy] = useState(false);
  const label = hasImage ? 'Change image' : 'Add image';
  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? 'Uploading...' : label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept="image/png,image/jpeg,image/webp"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          await upload(itemId, file);
          setBusy(false);
        }}
      />
    </>
  );
}
