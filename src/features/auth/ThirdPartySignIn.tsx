import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginWithGoogle } from '../../api';
import { Button, lazyPart } from '../../design-system';
import { useAuth } from './AuthProvider';

/** The demo's stand-in for the identity provider's window (a dialog): its code loads when the button is wanted. */
const DemoIdentityDialog = lazyPart(() => import('./DemoIdentityDialog').then((module) => module.DemoIdentityDialog));
/** The provider's code flow loads when the button is wanted too: most guests sign in with a password. */
const loadCodeFlow = () => import('./identityProvider');

export interface ThirdPartySignInProps {
  onSuccess: () => void;
  /** The backend refused the code (a provider failure itself is only logged). */
  onError: (error: unknown) => void;
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z" />
      <path fill="#34A853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18z" />
      <path fill="#FBBC05" d="M3.97 10.72A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.18.29-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3.01-2.33z" />
      <path fill="#EA4335" d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58z" />
    </svg>
  );
}

/**
 * "Continue with Google": the identity provider's code flow (docs/app.md). In demo mode a stand-in dialog hands
 * out the code, so the whole flow runs on the demo backend. Not shown when no provider is configured.
 */
export function ThirdPartySignIn({ onSuccess, onError }: ThirdPartySignInProps) {
  const { t } = useTranslation('auth');
  const { identityProvider } = useAuth();
  const [demoOpen, setDemoOpen] = useState(false);
  // The dialog (and its library) renders from its first opening on, not with the page.
  const [demoOpened, setDemoOpened] = useState(false);
  const exchange = useLoginWithGoogle({ mutationConfig: { onSuccess, onError } });
  if (!identityProvider) return null;

  // Pointing at the button starts loading what a press needs, so the press does not wait for it.
  const preload =
    identityProvider.kind === 'demo'
      ? () => void DemoIdentityDialog.preload().catch(() => undefined)
      : () => void loadCodeFlow().catch(() => undefined);
  const start = () => {
    if (identityProvider.kind === 'demo') {
      setDemoOpened(true);
      setDemoOpen(true);
      return;
    }
    loadCodeFlow()
      .then((codeFlow) => codeFlow.requestAuthorizationCode(identityProvider.clientId))
      .then(
        (code) => exchange.mutate(code),
        (error: unknown) => console.error('Third-party sign-in failed', error),
      );
  };

  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        icon={<GoogleMark />}
        loading={exchange.isPending || exchange.isSuccess}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={start}
      >
        {t('google.button')}
      </Button>
      {identityProvider.kind === 'demo' && demoOpened && (
        <Suspense fallback={null}>
          <DemoIdentityDialog
            open={demoOpen}
            onChoose={(code) => {
              setDemoOpen(false);
              exchange.mutate(code);
            }}
            onCancel={() => {
              setDemoOpen(false);
              console.info('Third-party sign-in cancelled');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
