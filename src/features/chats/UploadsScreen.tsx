import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUpload, useUploadFile, useUploads } from '../../api';
import type { FileDropItem } from '../../design-system';
import { useChatFailureText } from './failureText';
import { UploadsView } from './UploadsView';

type Sending = FileDropItem & { file: File };

/** /chats/uploads: the files chats learn from, and new ones with real progress, cancel and retry. */
export function UploadsScreen() {
  const { t } = useTranslation('chats');
  const failureText = useChatFailureText();
  const uploads = useUploads({ page: 1, page_size: 100 });
  const upload = useUploadFile();
  const remove = useDeleteUpload();
  const [sending, setSending] = useState<Sending[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = (id: string, change: Partial<Sending>) => setSending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const send = (item: Sending) => {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    patch(item.id, { status: 'uploading', progress: 0, error: undefined });
    upload.mutate(
      {
        file: item.file,
        fileName: item.file.name,
        signal: controller.signal,
        // FileDrop takes percent.
        onProgress: ({ loaded, total }) => patch(item.id, { progress: total > 0 ? (loaded / total) * 100 : 0 }),
      },
      {
        onSuccess: () => setSending((list) => list.filter((i) => i.id !== item.id)),
        onError: (error) => patch(item.id, { status: 'error', error: controller.signal.aborted ? t('uploadCancelled') : failureText(error) }),
        onSettled: () => controllers.current.delete(item.id),
      },
    );
  };

  return (
    <UploadsView
      status={uploads.isError && !uploads.data ? 'error' : uploads.isPending ? 'loading' : 'ready'}
      loadError={uploads.error}
      uploads={uploads.data?.results ?? []}
      sending={sending}
      deleting={remove.isPending ? remove.variables : null}
      deleteError={remove.isError ? remove.error : undefined}
      onFiles={(files) => {
        const items = files.map((file, index) => ({ id: `${Date.now()}-${index}-${file.name}`, name: file.name, size: file.size, status: 'uploading' as const, progress: 0, file }));
        setSending((list) => [...list, ...items]);
        items.forEach(send);
      }}
      onRemoveSending={(item) => {
        const controller = controllers.current.get(item.id);
        if (controller) controller.abort();
        else setSending((list) => list.filter((i) => i.id !== item.id));
      }}
      onRetrySending={(item) => {
        const failed = sending.find((i) => i.id === item.id);
        if (failed) send(failed);
      }}
      onDelete={(u) => remove.mutate(u.id)}
      onRetry={() => void uploads.refetch()}
    />
  );
}
