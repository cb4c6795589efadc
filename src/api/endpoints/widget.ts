/**
 * The widget's public calls, as the app's typed functions (designed here, docs/api.md "Widget"). The widget
 * makes the same calls with its own tiny client (src/widget/client.ts) to stay within its budget; these are
 * what the contract test and the app use, over the same schemas the mock backend checks with.
 */
import { request, streamRequest } from '../client';
import {
  widgetAnswerEventSchema,
  widgetFormSchema,
  widgetLeadSchema,
  widgetSessionSchema,
  widgetViewCountSchema,
} from '../schemas';
import type { Id } from '../schemas';
import type { WidgetAnswerEvent, WidgetFieldValue, WidgetLeadInput } from '../../domain/widgetModel';
import { route } from './routes';
import type { CallOptions } from './types';

/** The published form; 404 when it does not exist or is not published. */
export function getWidgetForm(formId: Id | string, options: CallOptions = {}) {
  return request({ ...route('getWidgetForm', { id: formId }), schema: widgetFormSchema, auth: false, signal: options.signal });
}

/** Counts one view of the form (the widget calls it once per page view). */
export function countWidgetView(formId: Id | string, options: CallOptions = {}) {
  return request({ ...route('countWidgetView', { id: formId }), schema: widgetViewCountSchema, auth: false, signal: options.signal });
}

export function startWidgetSession(formId: Id | string, device: string, options: CallOptions = {}) {
  return request({
    ...route('startWidgetSession', { id: formId }),
    body: { device },
    schema: widgetSessionSchema,
    auth: false,
    signal: options.signal,
  });
}

export function leaveWidgetLead(formId: Id | string, sessionUuid: string, lead: WidgetLeadInput, options: CallOptions = {}) {
  return request({
    ...route('leaveWidgetLead', { id: formId, sessionId: sessionUuid }),
    body: lead,
    schema: widgetLeadSchema,
    auth: false,
    signal: options.signal,
  });
}

/** Sends the field values; the answer streams back as events (`onEvent` gets each one as it arrives). */
export function streamWidgetAnswer(
  formId: Id | string,
  sessionUuid: string,
  values: Record<string, WidgetFieldValue>,
  onEvent: (event: WidgetAnswerEvent) => void,
  options: CallOptions = {},
) {
  return streamRequest({
    ...route('streamWidgetAnswer', { id: formId, sessionId: sessionUuid }),
    body: { values },
    schema: widgetAnswerEventSchema,
    onEvent,
    auth: false,
    signal: options.signal,
  });
}
