/**
 * Editor rules for the special lead fields: the e-mail field cannot be turned off while the
 * phone is off or the strategy is EMAIL (the answer is e-mailed, so an address is needed); the phone
 * cannot be turned off while the e-mail is off (a lead needs some contact). And the e-mail AI answer
 * cannot be switched off while the strategy is EMAIL.
 */
import type { CollectLeadStrategy } from './formModel';
import { leadFieldRefs } from './formModel';

type LeadField = { fieldRef: string; enabled?: boolean | undefined };

export type LeadToggles = { emailEnabled: boolean; phoneEnabled: boolean; strategy: CollectLeadStrategy };

/** A field counts as on unless it is missing or explicitly `enabled: false`. */
function isOn(fields: readonly LeadField[], ref: string): boolean {
  const field = fields.find((f) => f.fieldRef === ref);
  return field !== undefined && field.enabled !== false;
}

export function leadToggles(leadsFields: readonly LeadField[], strategy: CollectLeadStrategy): LeadToggles {
  return {
    emailEnabled: isOn(leadsFields, leadFieldRefs.email),
    phoneEnabled: isOn(leadsFields, leadFieldRefs.phone),
    strategy,
  };
}

export function canTurnOffEmail({ phoneEnabled, strategy }: LeadToggles): boolean {
  return phoneEnabled && strategy !== 'EMAIL';
}

export function canTurnOffPhone({ emailEnabled }: LeadToggles): boolean {
  return emailEnabled;
}

/**
 * Sets `enabled` of the e-mail or phone field, or returns the same list when a rule forbids turning it
 * off (the editor shows the switch as locked, so ignoring the change is the expected outcome). Turning
 * a field on is always allowed.
 */
export function setLeadFieldEnabled<F extends LeadField>(
  leadsFields: readonly F[],
  ref: string,
  enabled: boolean,
  strategy: CollectLeadStrategy,
): readonly F[] {
  if (!enabled) {
    const toggles = leadToggles(leadsFields, strategy);
    if (ref === leadFieldRefs.email && !canTurnOffEmail(toggles)) return leadsFields;
    if (ref === leadFieldRefs.phone && !canTurnOffPhone(toggles)) return leadsFields;
  }
  return leadsFields.map((f) => (f.fieldRef === ref ? { ...f, enabled } : f));
}

/** The e-mail AI answer checkbox ignores unchecking while the strategy is EMAIL. */
export function canDisableEmailAiAnswer(strategy: CollectLeadStrategy): boolean {
  return strategy !== 'EMAIL';
}

