import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Runs a confirmation's action: `running` while a returned promise is pending; when it rejects, `failure` holds
 * `describeError`'s text for it, else the design system's generic one (never the error's raw message).
 */
export function useConfirmAction(onConfirm: () => void | Promise<unknown>, describeError?: (error: unknown) => ReactNode) {
  const { t } = useTranslation('designSystem');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const run = async () => {
    setFailure(null);
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch (reason) {
      setFailure(describeError?.(reason) || t('overlay.confirmFailed'));
    } finally {
      setRunning(false);
    }
  };
  return { running, failure, setFailure, run };
}
