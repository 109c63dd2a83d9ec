// One image picked and uploaded for a field that shows Upload without an image and Replace and Remove with
// one (the builders' image fields, a wheel slot's picture): the hidden file input, the busy state, the
// refusal's toast, and the keyboard's focus following the button that takes the pressed one's place.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import * as m from '#messages';
import { uploadImage } from '#client/api/uploads';
import { toast } from '#client/components/ui/use-toast';

// aria-disabled rather than disabled while uploading: a disabled button drops the keyboard's focus.
export const uploadBusyClass = 'aria-disabled:cursor-progress aria-disabled:opacity-60';

export interface ImageUpload {
  uploading: boolean;
  /** The Upload button's id: the focus lands there after Remove. */
  uploadId: string;
  /** The Replace button's id: the focus lands there after an upload from Upload. */
  replaceId: string;
  /** Opens the file chooser (not while an upload runs). */
  choose: () => void;
  /** Clears the image, the focus going to Upload once it is drawn again. */
  remove: () => void;
  /** For the Upload and Replace buttons: busy, and still focusable, while uploading. */
  busy: { 'aria-disabled': true | undefined; 'aria-busy': true | undefined };
  /** The hidden file input; render it once, anywhere in the field. */
  fileInput: ReactElement;
}

export function useImageUpload({
  id,
  onChange,
  failureText,
}: {
  /** The field's id, the buttons' ids are made from. */
  id: string;
  onChange: (url: string) => void;
  /** Said when the server gave no reason: 'Failed to upload logo' and so on. */
  failureText: string;
}): ImageUpload {
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
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

  return {
    uploading,
    uploadId,
    replaceId,
    choose: () => {
      if (!uploading) file.current?.click();
    },
    remove: () => {
      // The button goes with the image: the keyboard lands on Upload, which comes back.
      focusNext.current = uploadId;
      onChange('');
    },
    busy: { 'aria-disabled': uploading || undefined, 'aria-busy': uploading || undefined },
    fileInput: (
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
    ),
  };
}
