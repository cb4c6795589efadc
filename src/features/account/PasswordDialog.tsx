import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ChangePassword } from '../../api';
import { Dialog, DialogFormActions, InlineAlert, PasswordField, Stack } from '../../design-system';
import { passwordProblems, type PasswordField as Field, type PasswordInput, type PasswordProblems } from './passwordRules';

export interface PasswordDialogProps {
  open: boolean;
  /** Without a password (identity-provider sign-up) the current one is not asked: this sets a first password. */
  hasPassword: boolean;
  onClose: () => void;
  /** Resolves once the server took the password; a rejection keeps what was typed, with its reason. */
  onSave: (change: ChangePassword) => Promise<unknown>;
  /** Saved. */
  onDone: () => void;
}

/** Set or change the password: SPEC's rules on the client, the current password checked by the server. */
export function PasswordDialog({ open, hasPassword, onClose, onSave, onDone }: PasswordDialogProps) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  return (
    <Dialog open={open} onClose={onClose} title={t(hasPassword ? 'password.change' : 'password.set')} size="sm">
      {/* Mounted only while open, so the fields start empty each time. */}
      <PasswordForm hasPassword={hasPassword} onClose={onClose} onSave={onSave} onDone={onDone} />
    </Dialog>
  );
}

function PasswordForm({ hasPassword, onClose, onSave, onDone }: Omit<PasswordDialogProps, 'open'>) {
  const { t } = useTranslation('billing', { keyPrefix: 'account' });
  const [input, setInput] = useState<PasswordInput>({ current: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [global, setGlobal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const labels: Record<Field, string> = { current: t('password.current'), next: t('password.new'), confirm: t('password.confirm') };
  const messageOf = (field: Field) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem === 'fieldRequired' ? t('fieldRequired', { field: labels[field] }) : t(`password.${problem}`);
  };
  const bind = (field: Field) => ({
    label: labels[field],
    value: input[field],
    error: messageOf(field),
    onChange: (event: { target: { value: string } }) => {
      setInput((current) => ({ ...current, [field]: event.target.value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(input, hasPassword);
    setProblems(found);
    setGlobal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    onSave(hasPassword ? { old_password: input.current, new_password: input.next } : { new_password: input.next }).then(
      () => {
        setSaving(false);
        onDone();
      },
      (error: unknown) => {
        setSaving(false);
        // The typed passwords stay; the reason is said above the buttons.
        setGlobal(t(isApiError(error) && error.message === 'incorrect_old_password' ? 'password.errorIncorrectPassword' : 'password.failed'));
      },
    );
  };

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t(hasPassword ? 'password.change' : 'password.set')}>
      {hasPassword && <PasswordField {...bind('current')} required autoComplete="current-password" />}
      <PasswordField {...bind('next')} required autoComplete="new-password" />
      <PasswordField {...bind('confirm')} required autoComplete="new-password" />
      {global && (
        <InlineAlert>
          {global}
        </InlineAlert>
      )}
      <DialogFormActions onCancel={onClose} cancelLabel={t('password.cancel')} submitLabel={t('password.save')} pending={saving} />
    </Stack>
  );
}
