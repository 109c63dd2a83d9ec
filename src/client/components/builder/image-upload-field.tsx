// An image address with an Upload button beside it: the chosen file is uploaded and its address fills
// the field. The address can also be typed (another site's image, a path on this site).
import { useRef, useState } from 'react';
import * as m from '#messages';
import { URL_MAX, isAllowedImageUrl } from '#shared/urls';
import { uploadImage } from '#client/api/uploads';
import { Button } from '#client/components/ui/button.tsx';
import { LabelledField, type FieldProps } from '#client/components/ui/text-fields.tsx';
import { toast } from '#client/components/ui/use-toast';

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
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

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
      onChange(await uploadImage(chosen));
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      toast({ title: m.builder_uploadErrorTitle, description: text || failureText, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <LabelledField {...frame}>
      {(input) => (
        <div className="flex items-start gap-2">
          {value !== '' && isAllowedImageUrl(value) && (
            // The thumbnail shows which image the address names; the field itself is the text.
            <img
              src={value}
              alt=""
              className="h-10 w-10 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain"
            />
          )}
          <input
            {...input}
            value={value}
            maxLength={URL_MAX}
            inputMode="url"
            spellCheck="false"
            placeholder={m.builder_imagePlaceholder}
            onChange={(e) => onChange(e.target.value)}
          />
          <Button
            variant="outline"
            className="shrink-0 px-3"
            disabled={uploading}
            aria-busy={uploading || undefined}
            aria-label={uploading ? m.builder_uploadingField({ label }) : m.builder_uploadField({ label })}
            onClick={() => file.current?.click()}
          >
            {uploading ? m.builder_uploading : m.builder_upload}
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/*"
            // Out of sight and of the accessibility tree: the Upload button stands for it.
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
