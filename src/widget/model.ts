/**
 * The guard at the widget's edge: a model arrives as the server's JSON (a visitor's page) or as whatever the
 * app pushes (a preview), and the rest of the widget trusts its shape. Anything it cannot draw at every step
 * (no field list, a field that is not an object, a choice without options, a text that is not a text …) is
 * refused here, so the widget shows its failed notice instead of throwing into the host page.
 * Hand-written, not zod: the widget's 12 KB budget.
 */
import type { WidgetModel } from '../domain/widgetModel';

/** The model's texts: each a string when present. */
const TEXTS = ['header', 'description', 'thank_you_text', 'call_to_action', 'language_code', 'redirect_url', 'logo', 'custom_css', 'custom_html', 'header_font', 'body_font'];

const isText = (value: unknown) => value == null || typeof value === 'string';
type Loose = Record<string, unknown> | null | undefined;

const drawableField = (field: Loose) =>
  typeof field?.type === 'string' &&
  typeof field.fieldRef === 'string' &&
  isText(field.title) &&
  isText(field.description) &&
  (field.type !== 'SelectField' || Array.isArray(field.options));

export function isDrawableModel(model: unknown): model is WidgetModel {
  const m = model as Loose;
  const fields = m?.fields as Loose;
  const lists = [fields?.aiFields, fields?.leadsFields ?? []];
  return (
    // Spread, because `every` skips the holes of a sparse list (an app's push) that `for … of` later meets as undefined.
    lists.every((list) => Array.isArray(list) && [...list].every(drawableField)) &&
    TEXTS.every((key) => isText(m![key])) &&
    isText((fields!.runAiBtn as Loose)?.title) &&
    isText((fields!.submitFormBtn as Loose)?.title) &&
    (m!.hidden_params == null || Array.isArray(m!.hidden_params))
  );
}
