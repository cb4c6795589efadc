import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError, type ChangePassword, type User } from '../../api';
import { Button, ConfirmDialog, Heading, Inline, Note, Page, PageHeader, Panel, PasswordField, RadioGroup, Spinner, Stack, Switch, Text } from '../../design-system';
import { DELETE_ACCOUNT_PHRASE } from '../../domain/constants';
import { USER_KEY_SOURCE } from '../../domain/formModel';
import { numberFormat } from '../../domain/intl';
import { appPaths } from '../../domain/paths';
import { knownPlanOf } from '../../domain/planNames';
import { isLanguage, languages, type Language } from '../../i18n';
import * as styles from './account.css';
import { PasswordDialog } from './PasswordDialog';
import { maskKey } from './passwordRules';

export const alertKeys = ['daily_lead_alerts', 'weekly_updates', 'low_credit_alert'] as const;
export type AlertKey = (typeof alertKeys)[number];

export interface AccountViewProps {
  /** The signed-in owner; null while the session is still being read. */
  user: User | null;
  /** The credits used this month; null until the usage has come. */
  usedCredits: number | null;
  /** Saves the AI provider key ('' removes it); resolves with the owner as saved, a rejection keeps what was typed. */
  onSaveKey: (key: string) => Promise<User>;
  /** Resolves once the server took the password; a rejection keeps the dialog open with its reason. */
  onChangePassword: (change: ChangePassword) => Promise<unknown>;
  /** Saves one e-mail alert; the switch shows the new state meanwhile and goes back if this rejects. */
  onAlertChange: (key: AlertKey, value: boolean) => Promise<unknown>;
  /** The interface language was chosen. */
  onLanguageChange: (language: Language) => void;
  /** Resolves once the account is gone; a rejection keeps the dialog open and says so. */
  onDeleteAccount: () => Promise<unknown>;
}

/** /account: the settings of the signed-in owner (plan, AI key, password, alerts, language, deletion). */
export function AccountView({ user, usedCredits, onSaveKey, onChangePassword, onAlertChange, onLanguageChange, onDeleteAccount }: AccountViewProps) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  if (!user) return <Spinner size="lg" tone="primary" />;
  return (
    <Page as="section" width="narrow" aria-labelledby="account-title">
      <PageHeader title={t('title')} titleId="account-title" subtitle={t('subtitle')}>
        <Text>{t('signedInAs', { email: user.email })}</Text>
      </PageHeader>
      <PlanSection user={user} usedCredits={usedCredits} />
      <KeySection user={user} onSave={onSaveKey} />
      <PasswordSection user={user} onSave={onChangePassword} />
      <AlertsSection user={user} onChange={onAlertChange} />
      <LanguageSection onChange={onLanguageChange} />
      <DeleteSection onDelete={onDeleteAccount} />
    </Page>
  );
}

function Section({ id, title, children, danger = false }: { id: string; title: string; children: React.ReactNode; danger?: boolean }) {
  return (
    <Panel as="section" gap="sm" radius="lg" className={danger ? styles.dangerSection : undefined} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Panel>
  );
}

function PlanSection({ user, usedCredits }: { user: User; usedCredits: number | null }) {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'account' });
  const { t: billing } = useTranslation('billing');
  const number = numberFormat(i18n.language);
  const tariff = user.tariff;
  const known = tariff ? knownPlanOf(tariff.name) : null;
  const plan = !tariff || tariff.price === 0 ? t('plan.free') : known ? billing(`planNames.${known}`) : tariff.name;
  const total = tariff?.credits_per_month ?? null;
  return (
    <Section id="account-plan" title={t('plan.title')}>
      <Text>{t('plan.current', { plan })}</Text>
      {usedCredits !== null && (
        <Text tone="muted">
          {total === null
            ? t('plan.unlimited', { used: number.format(usedCredits) })
            : t('plan.credits', { used: number.format(usedCredits), total: number.format(total) })}
        </Text>
      )}
      <div>
        <Button variant="secondary" render={<Link to={appPaths.prices} />}>
          {t('plan.seePlans')}
        </Button>
      </div>
    </Section>
  );
}

/**
 * The AI provider key: typed with show/hide, saved, then shown masked. Required when the plan runs on the owner's
 * own key. A refused key stays in the field with the reason under it.
 */
function KeySection({ user, onSave }: { user: User; onSave: (key: string) => Promise<User> }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const required = user.tariff?.open_ai_key_source === USER_KEY_SOURCE;
  const saved = user.openai_key ?? '';
  const [editing, setEditing] = useState(saved === '');
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<'required' | 'refused' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);
  const save = (value: string) => {
    setSaving(true);
    onSave(value).then(
      (next) => {
        setSaving(false);
        setKey('');
        setEditing(!next.openai_key);
      },
      (error: unknown) => {
        setSaving(false);
        // Said at the key too, where it happened: the screen's snackbar goes after a few seconds.
        setProblem(isApiError(error) && error.fieldErrors.openai_key ? 'refused' : 'failed');
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = key.trim();
    if (value === '') {
      setProblem('required');
      return;
    }
    setProblem(null);
    save(value);
  };

  return (
    <Section id="account-key" title={t('key.title')}>
      <Text tone="muted">{t('key.text')}</Text>
      {required && <Note tone="warning">{t('key.requiredText')}</Note>}
      {!editing && saved ? (
        <Inline align="center">
          <Text>
            {t('key.saved')}: <code className={styles.maskedKey}>{maskKey(saved)}</code>
          </Text>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('key.replace')}
          </Button>
          {!required && (
            <Button variant="text" loading={saving} onClick={() => save('')}>
              {t('key.remove')}
            </Button>
          )}
        </Inline>
      ) : (
        <Stack as="form" gap="sm" className={styles.keyForm} onSubmit={submit} noValidate>
          <PasswordField
            className={styles.grow}
            secret="key"
            label={t('key.label')}
            required={required}
            placeholder={t('key.placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              if (problem === 'required' || problem === 'failed') setProblem(null);
            }}
            error={problem === 'required' ? t('fieldRequired', { field: t('key.label') }) : undefined}
            serverError={problem === 'refused' ? t('key.refused') : problem === 'failed' ? t('settingsUpdatedError') : undefined}
          />
          <Inline align="center">
            <Button type="submit" loading={saving}>
              {t('key.save')}
            </Button>
            {saved && (
              <Button
                variant="text"
                onClick={() => {
                  setEditing(false);
                  setKey('');
                  setProblem(null);
                }}
              >
                {t('key.cancel')}
              </Button>
            )}
          </Inline>
          {!saved && <Text tone="muted">{t('key.notSaved')}</Text>}
        </Stack>
      )}
    </Section>
  );
}

function PasswordSection({ user, onSave }: { user: User; onSave: (change: ChangePassword) => Promise<unknown> }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const [open, setOpen] = useState(false);
  return (
    <Section id="account-password" title={t('password.title')}>
      <Text tone="muted">{t(user.has_password ? 'password.text' : 'password.noPasswordText')}</Text>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t(user.has_password ? 'password.change' : 'password.set')}
        </Button>
      </div>
      <PasswordDialog
        open={open}
        hasPassword={user.has_password}
        onClose={() => setOpen(false)}
        onSave={onSave}
        onDone={() => setOpen(false)}
      />
    </Section>
  );
}

/** Each switch saves at once; the switch shows the new state while saving and goes back if the save fails. */
function AlertsSection({ user, onChange }: { user: User; onChange: (key: AlertKey, value: boolean) => Promise<unknown> }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const [pending, setPending] = useState<Partial<Record<AlertKey, boolean>>>({});
  const toggle = (key: AlertKey, value: boolean) => {
    setPending((current) => ({ ...current, [key]: value }));
    const clear = () =>
      setPending((current) => {
        const { [key]: _done, ...rest } = current;
        return rest;
      });
    // Each switch hears about its own save, even when several are saved at once.
    onChange(key, value).then(clear, clear);
  };
  return (
    <Section id="account-alerts" title={t('alerts.title')}>
      <Stack>
        {alertKeys.map((key) => (
          <Switch
            key={key}
            label={t(`alerts.${key}`)}
            hint={t(`alerts.${key}Hint`)}
            checked={pending[key] ?? user[key]}
            onChange={(event) => toggle(key, event.target.checked)}
          />
        ))}
      </Stack>
    </Section>
  );
}

/** The interface language, switched at once (the screen saves it to the profile for e-mails). */
function LanguageSection({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'account' });
  const { t: common } = useTranslation('common');
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Section id="account-language" title={t('language.title')}>
      <RadioGroup
        label={t('language.label')}
        orientation="horizontal"
        value={current}
        options={languages.map((language) => ({ value: language, label: common(`language.${language}`) }))}
        onChange={(value) => {
          if (isLanguage(value)) onChange(value);
        }}
      />
    </Section>
  );
}

/** Delete account behind the typed phrase (the screen deletes everything, clears the tokens, goes to /login). */
function DeleteSection({ onDelete }: { onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const [open, setOpen] = useState(false);
  return (
    <Section id="account-delete" title={t('delete.title')} danger>
      <Text>{t('delete.text')}</Text>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('delete.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('delete.dialogTitle')}
        message={t('delete.text')}
        phrase={DELETE_ACCOUNT_PHRASE}
        confirmLabel={t('delete.confirm')}
        describeError={() => t('delete.failed')}
        onConfirm={onDelete}
      />
    </Section>
  );
}
