export { AuthProvider, useAuth, useSignedInShown, authStatuses, type AuthContextValue, type AuthStatus, type AuthUser } from './AuthProvider';
export { LoginView, type LoginViewProps } from './LoginView';
export { RegisterView, type RegisterViewProps } from './RegisterView';
export { StatusView, type StatusViewProps } from './StatusView';
export { TokenExchangeView, tokenExchangeStatuses, type TokenExchangeStatus, type TokenExchangeViewProps } from './TokenExchangeView';
export { LtdRedemptionGate } from './LtdRedemptionGate';
export { safeInAppPath, originFromState, DEFAULT_SIGNED_IN_PATH, type OriginState } from './originPath';
