export { AuthProvider, useAuth, useSignedInShown, authStatuses, type AuthContextValue, type AuthStatus, type AuthUser } from './AuthProvider';
export { LoginView, type LoginViewProps } from './LoginView';
export { RegisterView, type RegisterViewProps } from './RegisterView';
export { LtdRedemptionGate } from './LtdRedemptionGate';
export { safeInAppPath, originFromState, DEFAULT_SIGNED_IN_PATH, type OriginState } from './originPath';
