import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useChangePassword, useDeleteAccount, useUpdateUser, useUsage, type UserUpdate } from '../../api';
import { useSnackbar } from '../../design-system';
import { appPaths } from '../../domain/paths';
import { changeLanguage } from '../../i18n';
import { useAuth } from '../auth';
import { AccountView } from './AccountView';

/** /account: the settings of the signed-in owner, saved to the profile as they change. */
export function AccountScreen() {
  const { t, i18n } = useTranslation('billing', { keyPrefix: 'account' });
  const { show } = useSnackbar();
  const navigate = useNavigate();
  const { user } = useAuth();
  const usage = useUsage({ queryConfig: { enabled: user !== null } });
  const update = useUpdateUser();
  const changePassword = useChangePassword();
  const remove = useDeleteAccount();

  /** A settings change, said in a snackbar when the server answered (in the language given, after a switch). */
  const saveUser = async (change: UserUpdate, say = t) => {
    try {
      const saved = await update.mutateAsync(change);
      show({ tone: 'success', message: say('settingsUpdatedSuccess') });
      return saved;
    } catch (error) {
      show({ tone: 'error', message: say('settingsUpdatedError') });
      throw error;
    }
  };

  return (
    <AccountView
      user={user}
      usedCredits={usage.data?.used_credits ?? null}
      onSaveKey={(key) => saveUser({ openai_key: key })}
      onChangePassword={async (change) => {
        await changePassword.mutateAsync(change);
        show({ tone: 'success', message: t(change.old_password === undefined ? 'password.setDone' : 'password.changed') });
      }}
      onAlertChange={(key, value) => saveUser({ [key]: value })}
      onLanguageChange={(language) => {
        void changeLanguage(language);
        saveUser({ locale: language }, i18n.getFixedT(language, 'billing', 'account')).catch(() => undefined);
      }}
      onDeleteAccount={async () => {
        try {
          await remove.mutateAsync();
        } catch (error) {
          console.error('Deleting the account failed', error);
          throw error;
        }
        void navigate(appPaths.login, { replace: true });
      }}
    />
  );
}
