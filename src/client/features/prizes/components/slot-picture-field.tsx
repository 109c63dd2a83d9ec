// A slot's picture in the prize editor: Upload when it has none; the picture with Replace and Remove when
// it has one. No address field, unlike the builders' image field: the wheel takes only pictures uploaded
// here (docs/decisions/0060-wheel-themes-and-slot-pictures.md), so there is nothing to paste.
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { useId } from '#client/lib/use-id';
import { uploadBusyClass, useImageUpload } from '#client/lib/use-image-upload.tsx';

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
  const picture = useImageUpload({ id, onChange, failureText: m.admin_prizePictureFailed });
  const { uploading, busy, choose } = picture;

  return (
    // The group's name (the slot's picture) tells a screen reader what Upload, Replace and Remove are for.
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {value && (
        <img src={value} alt={label} className="h-14 w-14 rounded-md object-cover ring-1 ring-slate-300" />
      )}
      {/* Upload without a picture, Replace with one: one button, so the keyboard's focus stays on it. */}
      <Button
        id={value ? picture.replaceId : picture.uploadId}
        variant="outline"
        className={uploadBusyClass}
        {...busy}
        onClick={choose}
      >
        {uploading ? m.builder_uploading : value ? m.builder_replace : m.builder_upload}
      </Button>
      {value && (
        <Button variant="outline" disabled={uploading} onClick={picture.remove}>
          {m.builder_removeImage}
        </Button>
      )}
      {picture.fileInput}
    </div>
  );
}
