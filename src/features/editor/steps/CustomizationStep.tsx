import { useTranslation } from 'react-i18next';
import type { Color } from '../../../api';
import { Banner, ColorPicker, FormField, RadioGroup, Select, Stack, Switch, TextArea, TextField } from '../../../design-system';
import { hexToHsl, isHexColor, pageTypes, type PageType } from '../../../domain';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../../domain/contrast';
import { DEFAULT_BODY_FONT, DEFAULT_HEADER_FONT, widgetFonts } from '../../../domain/widgetFonts';
import type { StepProps } from '../editorContext';
import * as styles from '../editor.css';
import { CALL_TO_ACTION_LIMIT, CUSTOM_CSS_LIMIT, CUSTOM_HTML_LIMIT, THANK_YOU_TEXT_LIMIT } from '../../../domain/limits';

const alignments = ['left', 'center', 'right'] as const;
const defaultColors = { primaryColor: '#0f766e', bgColor: '#fdf6e3' } as const;
const colorOf = (hex: string): Color => ({ hex, hsl: hexToHsl(hex) });

/** Step 4: the widget's look, the mini page, and what happens after a visitor submits. */
export function CustomizationStep({ form, edit, problem }: StepProps) {
  const { t } = useTranslation('editor');
  const text = (key: 'call_to_action' | 'thank_you_text' | 'custom_css' | 'custom_html') => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      edit((f) => ({ ...f, [key]: value }));
    },
  });
  const url = (key: 'logo' | 'redirect_url', name: 'logo' | 'redirectUrl') => ({
    type: 'url' as const,
    label: t(`labels.${name}`),
    hint: t(`hints.${name}`),
    error: problem(key, t(`labels.${name}`)),
    value: form[key] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value.trim();
      edit((f) => ({ ...f, [key]: value ? event.currentTarget.value : null }));
    },
  });
  const size = (key: 'width' | 'height') => ({
    label: t(`labels.${key}`),
    hint: t('hints.size'),
    error: problem(key, t(`labels.${key}`)),
    value: form[key] === null ? '' : String(form[key]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value.trim();
      edit((f) => ({ ...f, [key]: value === '' ? null : /^\d+$/.test(value) ? Number(value) : value }));
    },
  });
  // The picker's own name is for screen readers only: the field shows it above the picker too.
  const colorPicker = (key: keyof typeof defaultColors, label: string) => (
    <FormField kind="group" label={label}>
      {() => (
        <ColorPicker
          label={label}
          value={form.preferences[key] ?? colorOf(defaultColors[key])}
          onChange={(color) => edit((f) => ({ ...f, preferences: { ...f.preferences, [key]: color } }))}
        />
      )}
    </FormField>
  );
  const fontOptions = widgetFonts.map((font) => ({ value: font, label: font }));
  // Links and outlined buttons are drawn in the primary colour on the background: below 4.5:1 visitors struggle to read
  // them (the widget picks the text colour itself, so only this pair is the owner's to fix).
  const [primary, background] = (['primaryColor', 'bgColor'] as const).map((key) => form.preferences[key]?.hex ?? defaultColors[key]);
  const contrast =
    !form.transparent_background && isHexColor(primary) && isHexColor(background) ? contrastRatio(primary, background) : MIN_TEXT_CONTRAST;

  return (
    <Stack>
      <div className={styles.columns}>
        {colorPicker('primaryColor', t('labels.primaryColor'))}
        {colorPicker('bgColor', t('labels.bgColor'))}
      </div>
      {contrast < MIN_TEXT_CONTRAST && <Banner tone="warning">{t('hints.lowContrast', { ratio: contrast.toFixed(1) })}</Banner>}
      <Switch
        label={t('labels.transparentBg')}
        checked={form.transparent_background}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          edit((f) => ({ ...f, transparent_background: on }));
        }}
      />
      <div className={styles.columns}>
        <Select
          label={t('labels.headerFont')}
          value={form.header_font ?? DEFAULT_HEADER_FONT}
          options={fontOptions}
          onChange={(font) => edit((f) => ({ ...f, header_font: font }))}
        />
        <Select
          label={t('labels.bodyFont')}
          value={form.body_font ?? DEFAULT_BODY_FONT}
          options={fontOptions}
          onChange={(font) => edit((f) => ({ ...f, body_font: font }))}
        />
        <Select
          label={t('labels.alignment')}
          value={form.alignment ?? 'left'}
          options={alignments.map((value) => ({ value, label: t(`aligns.${value}`) }))}
          onChange={(alignment) => edit((f) => ({ ...f, alignment }))}
        />
      </div>
      <div className={styles.columns}>
        <TextField {...size('width')} />
        <TextField {...size('height')} />
      </div>
      <TextField {...url('logo', 'logo')} />
      <RadioGroup
        label={t('labels.pageType')}
        orientation="horizontal"
        value={form.page_type}
        options={pageTypes.map((value) => ({ value, label: t(`pageTypes.${value}`) }))}
        onChange={(value) => edit((f) => ({ ...f, page_type: value as PageType }))}
      />
      {form.page_type === 'mini_page' && (
        <TextArea label={t('labels.miniPageCta')} hint={t('hints.markdown')} rows={4} maxLength={CALL_TO_ACTION_LIMIT} {...text('call_to_action')} />
      )}
      <TextArea label={t('labels.thankYou')} rows={2} maxLength={THANK_YOU_TEXT_LIMIT} {...text('thank_you_text')} />
      <TextField {...url('redirect_url', 'redirectUrl')} />
      <TextArea label={t('labels.customCss')} hint={t('hints.customCss')} rows={4} className={styles.code} maxLength={CUSTOM_CSS_LIMIT} {...text('custom_css')} />
      <TextArea label={t('labels.customHtml')} hint={t('hints.customHtml')} rows={4} className={styles.code} maxLength={CUSTOM_HTML_LIMIT} {...text('custom_html')} />
    </Stack>
  );
}
