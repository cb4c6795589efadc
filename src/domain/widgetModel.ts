/**
 * What the widget renders: the public part of a lead form. The app's zod schemas (src/api/schemas) parse the
 * same shapes and are checked at compile time to fit these types, so the widget, which cannot bring zod
 * into its 12 KB, and the app agree on one shape. The prompt and the e-mail settings are not part of it:
 * the server builds the prompt from the stored form, so a visitor's page never holds it.
 */
import type { CollectLeadStrategy, HeaderSize, ImageAlign, PageType } from './formModel';
import type { HslParts } from './color';

export interface WidgetColor {
  hex: string;
  hsl: HslParts;
}

interface FieldBase {
  fieldRef: string;
}
export interface WidgetButtonField extends FieldBase {
  type: 'ButtonField';
  title: string;
}
export interface WidgetHeaderField extends FieldBase {
  type: 'HeaderField';
  title: string;
  size: HeaderSize;
}
export interface WidgetTextInputField extends FieldBase {
  type: 'TextInputField';
  title: string;
  description: string;
  required: boolean;
  enabled?: boolean;
  value?: string;
  /** A several-line text box; absent or false: a one-line input. */
  multiline?: boolean;
}
export interface WidgetHtmlField extends FieldBase {
  type: 'HtmlField';
  markup: string;
}
export interface WidgetImageField extends FieldBase {
  type: 'ImageField';
  image: { url: string } | null;
  width: number;
  align: ImageAlign;
}
export interface WidgetSelectField extends FieldBase {
  type: 'SelectField';
  title: string;
  description: string;
  options: string[];
  isMultiple: boolean;
  required: boolean;
  enabled?: boolean;
  value?: string | string[];
}
export type WidgetField =
  | WidgetButtonField
  | WidgetHeaderField
  | WidgetTextInputField
  | WidgetHtmlField
  | WidgetImageField
  | WidgetSelectField;

/** The `fields` object as the widget needs it (version 3, without the prompt). */
export interface WidgetFormFields {
  aiFields: WidgetField[];
  runAiBtn: WidgetButtonField;
  submitFormBtn: WidgetButtonField;
  enableGenerateMoreBtn: boolean;
  enableLeads: boolean;
  leadsFields: WidgetField[];
  formCssOverrides: Record<string, string>;
}

/**
 * A published form as `GET /lead_forms/{id}/widget` sends it, and the model the app pushes to a preview
 * root. An editor's whole LeadForm fits this type too (extra keys are ignored).
 */
export interface WidgetModel {
  id: number | string;
  header: string;
  description: string;
  fields: WidgetFormFields;
  preferences: { primaryColor?: WidgetColor; bgColor?: WidgetColor };
  /** The mini page's call to action, markdown. */
  call_to_action: string;
  logo: string | null;
  page_type: PageType;
  language_code: string;
  /** Where a visitor goes after leaving the lead (http and https only); null shows the thank-you text. */
  redirect_url: string | null;
  thank_you_text: string;
  alignment: string | null;
  width: number | string | null;
  height: number | string | null;
  custom_css: string;
  custom_html: string;
  transparent_background: boolean;
  header_font: string | null;
  body_font: string | null;
  collect_lead_strategy: CollectLeadStrategy;
  /** Query parameters (besides utm_*) a visitor's URL may carry into the lead's additional data. */
  hidden_params?: string[];
  /**
   * The owner's plan shows the product's branding (its tariff's `show_aii_ads_chat`; paid plans remove it): the widget
   * adds a small "Made with …" link under the form. Designed here (docs/api.md); an editor's preview model has none.
   */
  show_branding?: boolean;
}

/**
 * Why an answer could not be (fully) generated, as the server's error `code` (before the stream) or an
 * `error` event (during it): the owner's credits are used up (tariff limit), the plan needs the owner's AI
 * provider key and there is none, or the AI failed mid-answer. Each has its own translated message.
 */
export const widgetAnswerErrorCodes = ['not_enough_credits', 'openai_key_missing', 'generation_failed'] as const;
export type WidgetAnswerErrorCode = (typeof widgetAnswerErrorCodes)[number];

/**
 * One line of the streamed answer (newline-delimited JSON): `start` names the filling the answer is saved
 * in, `token` adds text, `end` closes it (`truncated`: the e-mail strategy sent only the part shown before
 * the lead is given), `error` stops it with a reason.
 */
export type WidgetAnswerEvent =
  | { type: 'start'; filling_id: number }
  | { type: 'token'; text: string }
  | { type: 'end'; truncated: boolean }
  | { type: 'error'; code: WidgetAnswerErrorCode };

/** What a visitor's lead call sends: the contact fields and the page's hidden parameters (utm_* …). */
export interface WidgetLeadInput {
  email?: string;
  phone?: string;
  name?: string;
  additional_lead_data: Record<string, string>;
}

/** A field's value as the widget sends it: text, or the chosen options of a multiple select. */
export type WidgetFieldValue = string | string[];

/** Query parameters that always travel into a lead's additional data when a visitor's URL carries them. */
export const UTM_PARAM_PREFIX = 'utm_';
