import { Suspense, useId } from 'react';
import { lazyPart } from '../../lazyPart';
import { PromptEditorFrame } from './PromptEditorFrame';
import type { PromptEditorProps } from './PromptEditor.types';
import * as styles from './PromptEditor.css';

// Tiptap and ProseMirror load only when a prompt editor is first shown, never with the app's first load.
const PromptEditorImpl = lazyPart(() => import('./PromptEditorImpl').then((module) => module.default));

/** A textarea-looking placeholder of the same size while the editor's code loads. */
function PromptEditorSkeleton({ value, fields = [], mentions = true, label, height, disabled, placeholder, className }: PromptEditorProps) {
  const labelId = useId();
  const look = { label, height, disabled, className };
  return (
    <PromptEditorFrame {...look} labelId={labelId} fields={mentions ? fields : []} placeholder={value ? undefined : placeholder}>
      <div className={styles.skeleton} aria-busy="true">
        {value}
      </div>
    </PromptEditorFrame>
  );
}

/**
 * A multi-line prompt box whose value is plain text with field references (`#Field1`): known references show
 * as chips with the field's title, `#` opens a list of fields, a row of chips below inserts at the caret.
 * Loaded lazily; a skeleton of the same size shows meanwhile.
 */
export function PromptEditor(props: PromptEditorProps) {
  return (
    <Suspense fallback={<PromptEditorSkeleton {...props} />}>
      <PromptEditorImpl {...props} />
    </Suspense>
  );
}
