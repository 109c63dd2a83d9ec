// A builder's image field. Without an image: the address and an Upload button beside it. With one: the
// image itself, large enough to judge, with Replace and Remove; its address stays editable under it, to
// paste another site's image or a path on this site.
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { URL_MAX, isAllowedImageUrl } from '#shared/urls';
import { uploadImage } from '#client/api/uploads';
import { Button } from '#client/components/ui/button.tsx';
import { LabelledField, type FieldProps } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';
import { useId } from '#client/lib/use-id';

// A checkerboard: a transparent logo shows as transparent, not as white on white.
const backdrop =
  'bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-size-[16px_16px] bg-white';
// aria-disabled rather than disabled while uploading: a disabled button drops the keyboard's focus.
const busyClass = 'aria-disabled:cursor-progress aria-disabled:opacity-60';

export function ImageUploadField({
  failureText,
  value,
  onChange,
  ...frame
}: Omit<FieldProps, 'error'> & {
  /** Said when the server gave no reason: 'Failed to upload logo' and so on. */
  failureText: string;
}) {
  const { label } = frame;
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The address whose image failed to load: a message takes the image's place until the address changes.
  const [failed, setFailed] = useState<string | null>(null);
  // The button that takes the focus once drawn: Upload gives way to Replace and Remove, and back.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    // Kept until the button is drawn: a render in between (the busy state ending first) must not drop it.
    const target = document.getElementById(focusNext.current);
    if (target === null) return;
    target.focus();
    focusNext.current = null;
  });

  const shown = value !== '' && isAllowedImageUrl(value);
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
      // A focus still on Upload follows it to Replace, as does one the page let fall to the body; one the
      // operator moved to another control stays there.
      const at = document.activeElement;
      if (at === document.body || at?.id === uploadId) focusNext.current = replaceId;
      onChange(url);
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      toast({ title: m.builder_uploadErrorTitle, description: text || failureText, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  const choose = () => {
    if (!uploading) file.current?.click();
  };
  const busy = {
    'aria-disabled': uploading || undefined,
    'aria-busy': uploading || undefined,
  };

  return (
    <LabelledField {...frame} hint={shown ? m.builder_imageAddressHint : undefined}>
      {(input) => (
        <div className="grid min-w-0 gap-2">
          {shown && (
            <>
              <div
                className={`flex min-h-24 items-center justify-center overflow-hidden rounded-md border border-slate-300 p-2 ${backdrop}`}
              >
                {failed === value ? (
                  <p className="rounded bg-white px-2 py-1 text-center text-sm text-slate-700">
                    {m.builder_imageNotLoaded}
                  </p>
                ) : (
                  <img
                    src={value}
                    alt={m.builder_imagePreview({ label })}
                    className="block h-auto max-h-40 w-auto max-w-full object-contain"
                    onError={() => setFailed(value)}
                  />
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  id={replaceId}
                  variant="outline"
                  className={busyClass}
                  {...busy}
                  aria-label={
                    uploading ? m.builder_uploadingField({ label }) : m.builder_replaceField({ label })
                  }
                  onClick={choose}
                >
                  {uploading ? m.builder_uploading : m.builder_replace}
                </Button>
                <Button
                  variant="outline"
                  disabled={uploading}
                  aria-label={m.builder_removeItem({ label })}
                  onClick={() => {
                    // The button goes with the image: the keyboard lands on Upload, which comes back.
                    focusNext.current = uploadId;
                    onChange('');
                  }}
                >
                  {m.builder_removeImage}
                </Button>
              </div>
            </>
          )}
          {/* Kept in the same place whatever is shown above it: typing over the address never loses it. */}
          <div className="flex items-start gap-2">
            <input
              {...input}
              value={value}
              maxLength={URL_MAX}
              inputMode="url"
              spellCheck="false"
              placeholder={m.builder_imagePlaceholder}
              onChange={(e) => onChange(e.target.value)}
            />
            {!shown && (
              <Button
                id={uploadId}
                variant="outline"
                className={`shrink-0 px-3 ${busyClass}`}
                {...busy}
                aria-label={
                  uploading ? m.builder_uploadingField({ label }) : m.builder_uploadField({ label })
                }
                onClick={choose}
              >
                {uploading ? m.builder_uploading : m.builder_upload}
              </Button>
            )}
          </div>
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
      )}
    </LabelledField>
  );
}
