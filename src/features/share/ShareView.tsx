import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert, visuallyHidden } from '../../design-system';
import { chatRootAttributes, widgetRootAttributes } from '../../widget/protocol';
import type { WidgetStatus } from './useWidgetRoot';
import * as styles from './share.css';

export interface ShareViewProps {
  /** A form's widget, or a trained chat's embed. */
  kind: 'form' | 'chat';
  id: string;
  /** The widget's script: on its way, running (it draws the rest), or not loaded (the page says so). */
  widget: WidgetStatus;
  /** The root the widget mounts into. */
  rootRef?: Ref<HTMLDivElement>;
}

/** The public share page: the page's heading for screen readers and the widget's root; the widget draws the rest. */
export function ShareView({ kind, id, widget, rootRef }: ShareViewProps) {
  const { t } = useTranslation('share');
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{t(kind === 'chat' ? 'chatTitle' : 'shareTitle')}</h1>
      <div ref={rootRef} {...(kind === 'chat' ? chatRootAttributes(id) : widgetRootAttributes(id))} />
      {widget === 'failed' && <InlineAlert className={styles.status}>{t(kind === 'chat' ? 'chatLoadFailed' : 'loadFailed')}</InlineAlert>}
    </div>
  );
}
