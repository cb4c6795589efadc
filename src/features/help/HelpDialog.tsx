import { useTranslation } from 'react-i18next';
import { Dialog, VideoAccordion, type VideoTopic } from '../../design-system';

export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The help videos, one per topic (only the welcome video exists). Its address is not shown in SPEC;
 * without one the accordion says the video is not available yet.
 */
export const WELCOME_VIDEO_SRC: string | undefined = undefined;

/** The Help dialog: one accordion video per topic, opening one pauses the others. */
export function HelpDialog({ open, onClose }: HelpDialogProps) {
  const { t } = useTranslation('app');
  const topics: VideoTopic[] = [
    { id: 'welcome', title: t('help.welcomeVideo'), description: t('help.intro'), src: WELCOME_VIDEO_SRC },
  ];
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t('help.title')}>
      <VideoAccordion topics={topics} defaultOpenId="welcome" headingLevel={2} />
    </Dialog>
  );
}
