/**
 * What the visitor's page address brings (its query): values for the form's questions, named by a question's ref
 * (`Field2` or `#Field2`) or title, and the utm_* and declared hidden parameters that travel into the lead, as many
 * and as long as the server keeps (the first 20 keys of at most 64 characters, values cut at 500; past them it would
 * refuse the whole lead for the page's URL). A chunk of its own, asked for beside the form only when the address has
 * a query; it brings what it needs (an import of the widget's modules would load a second copy of the script).
 */
import { EXTRA_DATA_KEY_MAX_LENGTH, EXTRA_DATA_MAX_KEYS, EXTRA_DATA_VALUE_MAX_LENGTH } from '../domain/extraDataLimits';
import { UTM_PARAM_PREFIX, type WidgetField, type WidgetFieldValue } from '../domain/widgetModel';

/** Fills the empty ones of `values` (the form's shown questions are `questions`) and `hidden` from `search`. */
export function readQuery(
  search: string,
  questions: WidgetField[],
  hiddenParams: string[] | undefined,
  values: Record<string, WidgetFieldValue>,
  hidden: Record<string, string>,
): void {
  for (const [key, value] of new URLSearchParams(search)) {
    const field = questions.find((f) => f.fieldRef === key || f.fieldRef === `#${key}` || ('title' in f && String(f.title).toLowerCase() === key.toLowerCase()));
    if (field && !values[field.fieldRef]?.length) {
      values[field.fieldRef] = field.type === 'SelectField' && field.isMultiple ? [value] : value;
    } else if (
      (key.startsWith(UTM_PARAM_PREFIX) || hiddenParams?.includes(key)) &&
      key.length <= EXTRA_DATA_KEY_MAX_LENGTH &&
      Object.keys(hidden).length < EXTRA_DATA_MAX_KEYS
    ) {
      hidden[key] = value.slice(0, EXTRA_DATA_VALUE_MAX_LENGTH);
    }
  }
}
