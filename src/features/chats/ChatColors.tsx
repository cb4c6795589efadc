import { useTranslation } from 'react-i18next';
import { Banner, ColorPicker, FormField } from '../../design-system';
import { CHAT_COLOUR } from '../../domain/chatRules';
import { hexToHsl } from '../../domain/color';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../domain/contrast';
import type { ChatDraft } from './chatDraft';
import type { ProblemTexts } from './problems';
import * as styles from './chats.css';
import { Section } from './Section';

/** What the chat embed draws with when the owner chose no colour (src/widget/css.ts `.w`). */
const widgetColors = { primary_color: '#0f766e', bg_color: '#ffffff' } as const;
type ColorSetting = keyof typeof widgetColors;

/**
 * The chat's colours on the owner's site, with the form editor's colour picker, and the form editor's contrast
 * warning: the buttons and the visitor's messages are drawn in the primary colour on the background, and below 4.5:1
 * they hardly stand out from it. (The chat's own text needs no warning: the embed picks a colour that reads on the
 * background, as a form does.)
 */
export function ChatColors({ draft, onChange, problems }: { draft: ChatDraft; onChange: (draft: ChatDraft) => void; problems: ProblemTexts }) {
  const { t } = useTranslation('chats');
  // A colour that is not one (a draft kept by hand) shows as the widget's, with the rule's message below it.
  const shown = (key: ColorSetting) => {
    const colour = draft[key];
    return colour && CHAT_COLOUR.test(colour) ? colour : widgetColors[key];
  };
  // The picker's own name is for screen readers only: the field shows it above the picker too.
  const picker = (key: ColorSetting) => (
    <FormField kind="group" label={t(`fields.${key}`)} error={problems[key]}>
      {() => (
        <ColorPicker label={t(`fields.${key}`)} value={{ hex: shown(key), hsl: hexToHsl(shown(key)) }} onChange={(color) => onChange({ ...draft, [key]: color.hex })} />
      )}
    </FormField>
  );
  const contrast = contrastRatio(shown('primary_color'), shown('bg_color'));
  return (
    <Section id="chat-colors" title={t('colors.title')} intro={t('colors.intro')}>
      <div className={styles.grid}>
        {picker('primary_color')}
        {picker('bg_color')}
      </div>
      {contrast < MIN_TEXT_CONTRAST && <Banner tone="warning">{t('colors.lowContrast', { ratio: contrast.toFixed(1) })}</Banner>}
    </Section>
  );
}
