import { useTranslation } from 'react-i18next';
import type { Field } from '../../../api';
import { Checkbox, Heading, RadioGroup, Stack, Switch, TextField } from '../../../design-system';
import {
  canTurnOffEmail,
  canTurnOffPhone,
  collectLeadStrategies,
  leadFieldRefs,
  leadToggles,
  setLeadFieldEnabled,
  type CollectLeadStrategy,
} from '../../../domain';
import type { StepProps } from '../editorContext';
import * as styles from '../editor.css';
import { FIELD_TITLE_LIMIT } from '../../../domain/limits';

const leadRefs = [leadFieldRefs.email, leadFieldRefs.phone, leadFieldRefs.name] as const;
const refKey = { '#email': 'email', '#phone': 'phone', '#name': 'name' } as const;

/** Step 3: when the lead is asked for, and which contact fields it has (with the rules that keep one contact). */
export function LeadsStep({ form, edit, problem }: StepProps) {
  const { t } = useTranslation('editor');
  const strategy = form.collect_lead_strategy;
  const leadsFields = form.fields.leadsFields;
  const toggles = leadToggles(leadsFields, strategy);
  const setLeadsFields = (next: readonly Field[]) => edit((f) => ({ ...f, fields: { ...f.fields, leadsFields: [...next] } }));
  const patchLeadField = (ref: string, patch: Partial<Field>) =>
    setLeadsFields(leadsFields.map((x) => (x.fieldRef === ref ? ({ ...x, ...patch } as Field) : x)));
  const off = strategy === 'DISABLED';

  return (
    <Stack>
      <div data-tour="editor-strategy">
      <RadioGroup
        label={t('labels.strategy')}
        value={strategy}
        options={collectLeadStrategies.map((value) => ({ value, label: t(`strategies.${value}`), hint: t(`strategyHints.${value}`) }))}
        onChange={(value) => {
          const next = value as CollectLeadStrategy;
          edit((f) => {
            // The e-mail strategy needs an address: the e-mail field comes on with it.
            const fields =
              next === 'EMAIL' ? setLeadFieldEnabled(f.fields.leadsFields, leadFieldRefs.email, true, next) : f.fields.leadsFields;
            return { ...f, collect_lead_strategy: next, fields: { ...f.fields, enableLeads: next !== 'DISABLED', leadsFields: [...fields] } };
          });
        }}
      />
      </div>
      {!off && (
        <>
          <Heading level={2} size="item" className={styles.sectionTitle} data-tour="editor-lead-fields">
            {t('labels.leadFields')}
          </Heading>
          {leadRefs.map((ref) => {
            const field = leadsFields.find((x) => x.fieldRef === ref);
            if (!field || field.type !== 'TextInputField') return null;
            const on = field.enabled !== false;
            const locked =
              on && ((ref === leadFieldRefs.email && !canTurnOffEmail(toggles)) || (ref === leadFieldRefs.phone && !canTurnOffPhone(toggles)));
            const label = t(`leadFields.${refKey[ref]}`);
            return (
              <Stack as="fieldset" key={ref} gap="sm" className={styles.leadField}>
                <legend className={styles.legend}>
                  {label} <code className={styles.fieldRef}>{ref}</code>
                </legend>
                <Switch
                  label={t('labels.collect', { field: label })}
                  checked={on}
                  disabled={locked}
                  hint={locked ? t(ref === leadFieldRefs.email ? 'hints.emailLocked' : 'hints.phoneLocked') : undefined}
                  onChange={(event) => setLeadsFields(setLeadFieldEnabled(leadsFields, ref, event.currentTarget.checked, strategy))}
                />
                {on && (
                  <>
                    <TextField
                      label={t('labels.leadFieldTitle', { field: label })}
                      placeholder={label}
                      maxLength={FIELD_TITLE_LIMIT}
                      value={field.title}
                      onChange={(event) => patchLeadField(ref, { title: event.currentTarget.value })}
                    />
                    <Checkbox
                      label={t('labels.requiredField', { field: label })}
                      checked={field.required}
                      onChange={(event) => patchLeadField(ref, { required: event.currentTarget.checked })}
                    />
                  </>
                )}
              </Stack>
            );
          })}
          <TextField
            label={t('labels.submitFormBtn')}
            required
            maxLength={FIELD_TITLE_LIMIT}
            value={form.fields.submitFormBtn.title}
            onChange={(event) => {
              const title = event.currentTarget.value;
              edit((f) => ({ ...f, fields: { ...f.fields, submitFormBtn: { ...f.fields.submitFormBtn, title } } }));
            }}
            error={problem('submitFormBtn.title', t('labels.submitFormBtn'))}
          />
        </>
      )}
    </Stack>
  );
}
