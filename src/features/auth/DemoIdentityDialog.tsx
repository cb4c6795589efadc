export interface DemoIdentityDialogProps {
  open: boolean;
  /** Called with the authorization code the stand-in provider hands out. */
  onChoose: (code: string) => void;
  onCancel: () => void;
}

/** The account the demo backend signs in for any code (the seed's identity-provider user). */
export const DEMO_IDENTITY_EMAIL = 'google.user@example.com';
export const DEMO_IDENTITY_CODE = 'demo-authorization-code';

/** Demo mode's stand-in for the identity provider's popup. */
export function DemoIdentityDialog({ open }: DemoIdentityDialogProps) {
  // TODO(design-system Dialog): the stand-in popup.
  if (!open) return null;
  return null;
}
