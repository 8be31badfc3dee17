import Upload from 'lucide-react/icons/upload';
import type { ReactNode, Ref } from 'react';
import { Button, DropZone, FileTrigger, Text, type FileDropItem } from 'react-aria-components';
import { cx } from './classNames';
import './fileDrop.css';

export interface FileDropProps {
  /** What to drop, e.g. "Drop an image here". */
  label: ReactNode;
  /** The button that opens the file chooser, e.g. "Choose a file". */
  buttonLabel: ReactNode;
  /** MIME types, e.g. ['image/png', 'image/jpeg']. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
  /** The drop area's element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A place to drop files, with a button that opens the file chooser (React Aria: the drop target
 * is reachable and announced for keyboard and screen reader users, the button opens the native picker).
 */
export function FileDrop({ label, buttonLabel, acceptedFileTypes, allowsMultiple, isDisabled, onFiles, className, ref }: FileDropProps) {
  return (
    <DropZone
      ref={ref}
      isDisabled={isDisabled}
      className={cx('mp-file-drop', className)}
      getDropOperation={(types) => (acceptedFileTypes === undefined || acceptedFileTypes.some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
        const accepted = items.filter((item) => acceptedFileTypes === undefined || acceptedFileTypes.includes(item.type));
        onFiles(await Promise.all((allowsMultiple ? accepted : accepted.slice(0, 1)).map((item) => item.getFile())));
      }}
    >
      <Upload aria-hidden="true" size={28} className="mp-file-drop-icon" />
      <Text slot="label" className="mp-file-drop-label">
        {label}
      </Text>
      <FileTrigger acceptedFileTypes={acceptedFileTypes} allowsMultiple={allowsMultiple} onSelect={(list) => onFiles(list ? Array.from(list) : [])}>
        <Button isDisabled={isDisabled} className="mp-button mp-button-outlined">
          {buttonLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
