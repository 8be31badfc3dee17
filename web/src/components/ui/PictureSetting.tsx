import { useRef } from 'react';
import { Alert } from './Alert';
import { Avatar, type AvatarProps } from './Avatar';
import { Button } from './Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import './pictureSetting.css';

/** What changes the picture: a file sets it, `null` removes it (a TanStack mutation fits). */
export interface PictureChange {
  mutate(file: File | null): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface Props {
  /** The picture as it is now (its `src`, if any, is what "Remove" takes away). */
  picture: AvatarProps;
  change: PictureChange;
  uploadLabel: string;
  removeLabel: string;
  /** A line under the buttons (what kind of picture, how it is resized). */
  help?: string;
  inputTestId?: string;
}

/** A picture in settings (a person's avatar, an organization's logo): upload one, or remove it. */
export function PictureSetting({ picture, change, uploadLabel, removeLabel, help, inputTestId }: Props) {
  const messages = useErrorMessages();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="mp-picture-setting">
      {change.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(change.error)}
        </Alert>
      )}
      <div className="mp-picture-setting-row">
        <Avatar {...picture} />
        {/* The button opens the file picker (keyboard too); the input stays labelled for assistive tech and tests. */}
        <Button variant="outlined" onPress={() => fileInput.current?.click()} isPending={change.isPending}>
          {uploadLabel}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={uploadLabel}
          data-testid={inputTestId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) change.mutate(file);
            event.target.value = '';
          }}
        />
        {picture.src && (
          <Button tone="inherit" onPress={() => change.mutate(null)} isDisabled={change.isPending}>
            {removeLabel}
          </Button>
        )}
      </div>
      {help && <p className="mp-body2 mp-muted">{help}</p>}
    </div>
  );
}
