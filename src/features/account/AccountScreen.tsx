import { knownPlanOf } from '../../domain/planNames';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, useDeleteAccount, useUpdateUser, useUsage, type User, type UserUpdate } from '../../api';
import { Button, ConfirmDialog, Heading, Inline, Note, Page, PasswordField, RadioGroup, Spinner, Stack, Switch, Text, useSnackbar } from '../../design-system';
import { DELETE_ACCOUNT_PHRASE } from '../../domain/constants';
import { USER_KEY_SOURCE } from '../../domain/formModel';
import { changeLanguage, isLanguage, languages } from '../../i18n';
import { useAuth } from '../auth';
import * as styles from './account.css';
import { PasswordDialog } from './PasswordDialog';
import { maskKey } from './passwordRules';
import { numberFormat } from '../../domain/intl';
import { appPaths } from '../../domain/paths';

/** /account: the settings of the signed-in owner. */
export function AccountScreen() {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const { user } = useAuth();
  if (!user) return <Spinner size="lg" tone="primary" />;
  return (
    <Page as="section" width="narrow" aria-labelledby="account-title">
      <Stack as="header" gap="xs">
        <Heading level={1} id="account-title">
          {t('title')}
        </Heading>
        <Text tone="muted">{t('subtitle')}</Text>
        <Text>{t('signedInAs', { email: user.email })}</Text>
      </Stack>
      <PlanSection user={user} />
      <KeySection user={user} />
      <PasswordSection user={user} />
      <AlertsSection user={user} />
      <LanguageSection />
      <DeleteSection />
    </Page>
  );
}

function Section({ id, title, children, danger = false }: { id: string; title: string; children: React.ReactNode; danger?: boolean }) {
  return (
    <Stack as="section" gap="sm" className={danger ? styles.dangerSection : styles.section} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function PlanSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'account' });
  const { t: billing } = useTranslation('billing');
  const usage = useUsage();
  const number = numberFormat(i18n.language);
  const tariff = user.tariff;
  const known = tariff ? knownPlanOf(tariff.name) : null;
  const plan = !tariff || tariff.price === 0 ? t('plan.free') : known ? billing(`planNames.${known}`) : tariff.name;
  const total = tariff?.credits_per_month ?? null;
  return (
    <Section id="account-plan" title={t('plan.title')}>
      <Text>{t('plan.current', { plan })}</Text>
      {usage.data && (
        <Text tone="muted">
          {total === null
            ? t('plan.unlimited', { used: number.format(usage.data.used_credits) })
            : t('plan.credits', { used: number.format(usage.data.used_credits), total: number.format(total) })}
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
 * The AI provider key: typed with show/hide, saved with PUT /auth/user/, then shown masked. Required when the
 * plan runs on the owner's own key. A refused key stays in the field with the reason under it.
 */
function KeySection({ user }: { user: User }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const { show } = useSnackbar();
  const required = user.tariff?.open_ai_key_source === USER_KEY_SOURCE;
  const saved = user.openai_key ?? '';
  const [editing, setEditing] = useState(saved === '');
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<'required' | 'refused' | 'failed' | null>(null);
  const update = useUpdateUser({
    mutationConfig: {
      onSuccess: (next) => {
        show({ tone: 'success', message: t('settingsUpdatedSuccess') });
        setKey('');
        setEditing(!next.openai_key);
      },
      onError: (error) => {
        // Said at the key too, where it happened: the snackbar goes after a few seconds.
        setProblem(isApiError(error) && error.fieldErrors.openai_key ? 'refused' : 'failed');
        show({ tone: 'error', message: t('settingsUpdatedError') });
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = key.trim();
    if (value === '') {
      setProblem('required');
      return;
    }
    setProblem(null);
    update.mutate({ openai_key: value });
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
            <Button variant="text" loading={update.isPending} onClick={() => update.mutate({ openai_key: '' })}>
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
            <Button type="submit" loading={update.isPending}>
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

function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const { show } = useSnackbar();
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
        onDone={(hadPassword) => {
          setOpen(false);
          show({ tone: 'success', message: t(hadPassword ? 'password.changed' : 'password.setDone') });
        }}
      />
    </Section>
  );
}

const alertKeys = ['daily_lead_alerts', 'weekly_updates', 'low_credit_alert'] as const;
type AlertKey = (typeof alertKeys)[number];

/** Each switch saves at once; the switch shows the new state while saving and goes back if the save fails. */
function AlertsSection({ user }: { user: User }) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const { show } = useSnackbar();
  const [pending, setPending] = useState<Partial<Record<AlertKey, boolean>>>({});
  const update = useUpdateUser();
  const toggle = (key: AlertKey, value: boolean) => {
    setPending((current) => ({ ...current, [key]: value }));
    const clear = () =>
      setPending((current) => {
        const { [key]: _done, ...rest } = current;
        return rest;
      });
    // mutateAsync: each switch hears about its own save, even when several are saved at once.
    update.mutateAsync({ [key]: value } as UserUpdate).then(
      () => {
        clear();
        show({ tone: 'success', message: t('settingsUpdatedSuccess') });
      },
      () => {
        clear();
        show({ tone: 'error', message: t('settingsUpdatedError') });
      },
    );
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

/** The interface language: switched at once here, and saved to the profile (locale) for e-mails. */
function LanguageSection() {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'account' });
  const { t: common } = useTranslation('common');
  const { show } = useSnackbar();
  const update = useUpdateUser();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Section id="account-language" title={t('language.title')}>
      <RadioGroup
        label={t('language.label')}
        orientation="horizontal"
        value={current}
        options={languages.map((language) => ({ value: language, label: common(`language.${language}`) }))}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          void changeLanguage(value);
          const inNewLanguage = i18n.getFixedT(value, 'billing', 'account');
          update.mutateAsync({ locale: value }).then(
            () => show({ tone: 'success', message: inNewLanguage('settingsUpdatedSuccess') }),
            () => show({ tone: 'error', message: inNewLanguage('settingsUpdatedError') }),
          );
        }}
      />
    </Section>
  );
}

/** Delete account behind the typed phrase: deletes everything, clears the tokens, goes to /login. */
function DeleteSection() {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
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
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
          } catch (error) {
            console.error('Deleting the account failed', error);
            throw error;
          }
          void navigate(appPaths.login, { replace: true });
        }}
      />
    </Section>
  );
}
