// A builder's image field. Without an image: the address and an Upload button beside it. With one: the
// image itself, large enough to judge, with Replace and Remove; its address stays editable under it, to
// paste another site's image or a path on this site.
import { useState } from 'react';
import * as m from '#messages';
import { URL_MAX, isAllowedImageUrl } from '#shared/urls';
import { Button } from '#client/components/ui/button.tsx';
import { LabelledField, type FieldProps } from '#client/components/ui/text-fields.tsx';
import { useId } from '#client/lib/use-id';
import { uploadBusyClass, useImageUpload } from '#client/lib/use-image-upload.tsx';

// A checkerboard: a transparent logo shows as transparent, not as white on white.
const backdrop =
  'bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-size-[16px_16px] bg-white';

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
  const image = useImageUpload({ id: useId(), onChange, failureText });
  const { uploading, busy, choose } = image;
  // The address whose image failed to load: a message takes the image's place until the address changes.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = value !== '' && isAllowedImageUrl(value);

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
                  id={image.replaceId}
                  variant="outline"
                  className={uploadBusyClass}
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
                  onClick={image.remove}
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
                id={image.uploadId}
                variant="outline"
                className={`shrink-0 px-3 ${uploadBusyClass}`}
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
          {image.fileInput}
        </div>
      )}
    </LabelledField>
  );
}
