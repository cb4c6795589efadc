export { AuthProvider, useAuth, authStatuses, type AuthContextValue, type AuthStatus, type AuthUser } from './AuthProvider';
export { LoginScreen } from './LoginScreen';
export { LoginView, type LoginViewProps } from './LoginView';
export { RegisterScreen } from './RegisterScreen';
export { RegisterView, type RegisterViewProps } from './RegisterView';
export { AdminAccessScreen, TokenExchangeScreen } from './TokenExchangeScreen';
export { LtdRedemptionGate } from './LtdRedemptionGate';
export { safeInAppPath, originFromState, DEFAULT_SIGNED_IN_PATH, type OriginState } from './originPath';
