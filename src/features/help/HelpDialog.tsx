import { useTranslation } from 'react-i18next';
import { Dialog } from '../../design-system/components/Dialog';

export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Help dialog: one accordion video per topic, pausing the others (only the welcome video exists). */
export function HelpDialog({ open, onClose }: HelpDialogProps) {
  const { t } = useTranslation('app');
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t('help.title')} description={t('help.intro')}>
      {/* TODO(design-system VideoAccordion): the welcome video. */}
      <p>{t('help.welcomeVideo')}</p>
    </Dialog>
  );
}
