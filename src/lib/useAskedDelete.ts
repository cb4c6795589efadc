import { useState } from 'react';

/**
 * A list's delete of one item, asked first: the item the person asked to delete, and the confirmation dialog's
 * `open`, `onClose` and `onConfirm` (DeleteDialog keeps itself open, saying why, when `onDelete` fails).
 */
export function useAskedDelete<Item>(onDelete: (item: Item) => Promise<unknown>) {
  const [asked, setAsked] = useState<Item | null>(null);
  return {
    asked,
    ask: (item: Item) => setAsked(item),
    dialogProps: {
      open: asked !== null,
      onClose: () => setAsked(null),
      onConfirm: async () => {
        if (asked === null) return;
        await onDelete(asked);
        setAsked(null);
      },
    },
  };
}
