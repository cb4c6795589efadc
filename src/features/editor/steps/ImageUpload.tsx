import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDesignImage, useUploadDesignImage, type ImageField } from '../../../api';
import { Button, FileDrop, type FileDropItem, Inline, InlineAlert, Stack, Text } from '../../../design-system';
import { UPLOAD_MAX_BYTES } from '../../../domain';
import { safeImageSrc } from '../../../domain/safeUrl';
import * as styles from '../editor.css';

/**
 * The picture of an image field, uploaded as a design image of the form, with its progress as the bytes go out.
 * A file over 300 MB is refused before anything is sent (the drop zone says why); removing a file while it
 * uploads cancels the upload. A form that has not been saved yet has no id to upload to, so it says so.
 */
export function ImageUpload({
  formId,
  image,
  onChange,
  error,
}: {
  formId: number;
  image: ImageField['image'];
  onChange: (image: ImageField['image']) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('editor');
  const upload = useUploadDesignImage();
  const remove = useDeleteDesignImage();
  const [uploading, setUploading] = useState<FileDropItem | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the field (deleted, another step) cancels an upload still going.
  useEffect(() => () => abort.current?.abort(), []);

  if (!formId) return <Text tone="muted" size="sm">{t('hints.imageNeedsSave')}</Text>;
  if (image?.url) {
    // The server's address of the picture: shown only when it is a picture's address (web or inlined data).
    const thumbnail = safeImageSrc(image.url);
    return (
      <Inline align="center" gap="md">
        {thumbnail && <img className={styles.imageThumb} src={thumbnail} alt={t('labels.image')} />}
        <Button
          variant="secondary"
          size="sm"
          loading={remove.isPending}
          onClick={() => {
            // The field forgets the picture at once; the server copy is removed when it has an id.
            onChange(null);
            if (image.id !== undefined) remove.mutate({ formId, imageId: image.id });
          }}
        >
          {t('removeImage')}
        </Button>
      </Inline>
    );
  }
  return (
    <Stack>
      <FileDrop
        accept={['image/*']}
        multiple={false}
        maxBytes={UPLOAD_MAX_BYTES}
        files={uploading ? [uploading] : []}
        onFiles={([file]) => {
          if (!file) return;
          const item: FileDropItem = { id: file.name, name: file.name, size: file.size, status: 'uploading', progress: 0 };
          const controller = new AbortController();
          abort.current = controller;
          setUploading(item);
          upload.mutate(
            {
              formId,
              image: file,
              fileName: file.name,
              signal: controller.signal,
              onProgress: ({ loaded, total }) => {
                if (!controller.signal.aborted) setUploading({ ...item, progress: total > 0 ? (loaded / total) * 100 : 0 });
              },
            },
            {
              onSuccess: (saved) => {
                setUploading(null);
                onChange({ id: saved.id, url: saved.url });
              },
              onError: () => {
                if (!controller.signal.aborted) setUploading({ ...item, status: 'error', error: t('uploadFailed') });
              },
            },
          );
        }}
        onRemove={() => {
          abort.current?.abort();
          setUploading(null);
        }}
      />
      {error && (
        <InlineAlert>
          {error}
        </InlineAlert>
      )}
    </Stack>
  );
}
