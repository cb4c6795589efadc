import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCompleteDemoCheckout, useDemoCheckout, type DemoCheckoutOutcome } from '../../api';
import { isNotFound, useFailureText } from '../../lib/failures';
import { DemoCheckoutView } from './DemoCheckoutView';
import { useRedirect } from './redirect';

/**
 * /checkout/demo/{id}: the demo backend's stand-in for the card payment provider's page. Pay and Cancel end the
 * session on the demo backend, which answers where the provider would send the browser back (the checkout's
 * success_url or cancel_url).
 */
export function DemoCheckoutScreen() {
  const { checkoutId = '' } = useParams();
  const redirect = useRedirect();
  const checkout = useDemoCheckout(checkoutId);
  const failureText = useFailureText();
  const [outcome, setOutcome] = useState<DemoCheckoutOutcome | null>(null);
  const complete = useCompleteDemoCheckout({
    mutationConfig: {
      onSuccess: ({ redirect_url }) => redirect(redirect_url),
      onError: (error) => {
        console.error('Demo checkout failed', error);
        setOutcome(null);
      },
    },
  });

  return (
    <DemoCheckoutView
      loading={checkout.isPending}
      checkout={checkout.data ?? null}
      // Only the backend's "no such checkout" means it is not there; being offline is said as such, with a retry.
      loadFailure={checkout.isError && !isNotFound(checkout.error) ? failureText(checkout.error) : null}
      onRetryLoad={() => void checkout.refetch()}
      ending={outcome}
      endFailed={complete.isError}
      onEnd={(next) => {
        setOutcome(next);
        complete.mutate({ id: checkoutId, outcome: next });
      }}
    />
  );
}
