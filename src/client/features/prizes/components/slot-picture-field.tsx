// A slot's picture in the prize editor: Upload when it has none; the picture with Replace and Remove when
// it has one. No address field, unlike the builders' image field: the wheel takes only pictures uploaded
// here (docs/decisions/0060-wheel-themes-and-slot-pictures.md), so there is nothing to paste.
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { uploadImage } from '#client/api/uploads';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useId } from '#client/lib/use-id';

// aria-disabled rather than disabled while uploading: a disabled button drops the keyboard's focus.
const busyClass = 'aria-disabled:cursor-progress aria-disabled:opacity-60';

export function SlotPictureField({
  label,
  value,
  onChange,
}: {
  label: string;
  /** The picture's address, '' for none. */
  value: string;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The button that takes the focus once drawn: Upload gives way to Replace and Remove, and back.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current === null ? null : document.getElementById(focusNext.current);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });
  const uploadId = `${id}-upload`;
  const replaceId = `${id}-replace`;

  const upload = async (chosen: File) => {
    if (!chosen.type.startsWith('image/')) {
      toast({
        title: m.builder_uploadErrorTitle,
        description: m.builder_chooseImage,
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadImage(chosen);
      const at = document.activeElement;
      if (at === document.body || at?.id === uploadId) focusNext.current = replaceId;
      onChange(url);
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      toast({
        title: m.builder_uploadErrorTitle,
        description: text || m.admin_prizePictureFailed,
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };
  const choose = () => {
    if (!uploading) file.current?.click();
  };
  const busy = { 'aria-disabled': uploading || undefined, 'aria-busy': uploading || undefined };

  return (
    // The group's name (the slot's picture) tells a screen reader what Upload, Replace and Remove are for.
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {value ? (
        <>
          <img src={value} alt={label} className="h-14 w-14 rounded-md object-cover ring-1 ring-slate-300" />
          <Button id={replaceId} variant="outline" className={busyClass} {...busy} onClick={choose}>
            {uploading ? m.builder_uploading : m.builder_replace}
          </Button>
          <Button
            variant="outline"
            disabled={uploading}
            onClick={() => {
              focusNext.current = uploadId;
              onChange('');
            }}
          >
            {m.builder_removeImage}
          </Button>
        </>
      ) : (
        <Button id={uploadId} variant="outline" className={busyClass} {...busy} onClick={choose}>
          {uploading ? m.builder_uploading : m.builder_upload}
        </Button>
      )}
      <input
        ref={file}
        type="file"
        accept="image/*"
        // Out of sight and of the accessibility tree: the Upload and Replace buttons stand for it.
        className="hidden"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          // Cleared so that choosing the same file again (after a failure) fires a change.
          e.target.value = '';
          if (chosen) void upload(chosen);
        }}
      />
    </div>
  );
}
