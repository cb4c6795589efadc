import { lazyPart } from '../../lazyPart';

/** The badge with its code loaded after the first paint (it shows once the credits are in); render it in a Suspense. */
export const LazyCreditsBadge = lazyPart(() => import('./CreditsBadge').then((module) => module.CreditsBadge));
