import { z } from 'zod';
import { idSchema } from './common';

export const billingPeriods = ['month', 'year'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/**
 * A plan. `price` is in minor units (shown divided by 100); `credits_per_month` null means
 * unlimited; `open_ai_key_source` 'user' means the user's own AI provider key is required.
 */
export const tariffSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    price: z.number().int().nonnegative().nullable().default(null),
    credits_per_month: z.number().int().nonnegative().nullable(),
    show_aii_ads_chat: z.boolean().default(false),
    open_ai_key_source: z.string().nullable().default(null),
    /** How often the price is charged (designed here): the yearly plans are tariffs of their own. */
    billing_period: z.enum(billingPeriods).default('month'),
  })
  .loose();
export type Tariff = z.infer<typeof tariffSchema>;
export const tariffListSchema = z.array(tariffSchema);

/** The own subscription; GET /subscription/my/ answers 404 when there is none (= free plan). */
export const subscriptionSchema = z
  .object({
    status: z.string(),
    customer_id: z.string().nullable().default(null),
    tariff: tariffSchema,
  })
  .loose();
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Credits one AI action costs (known actions in src/domain/formModel creditActions). */
export const creditsPerActionSchema = z.object({ action: z.string(), credits: z.number().nonnegative() });
export type CreditsPerAction = z.infer<typeof creditsPerActionSchema>;
export const creditsPerActionListSchema = z.array(creditsPerActionSchema);

/** Credits used in the current period. */
export const usageSchema = z.object({ used_credits: z.number().nonnegative() });
export type Usage = z.infer<typeof usageSchema>;

/** GET /auth/user/current_credits/ ("returns data"; shape designed here). */
export const currentCreditsSchema = z.object({
  used_credits: z.number().nonnegative(),
  credits_per_month: z.number().nonnegative().nullable(),
});
export type CurrentCredits = z.infer<typeof currentCreditsSchema>;

export const checkoutProviders = ['stripe'] as const;
export type CheckoutProvider = (typeof checkoutProviders)[number] | (string & {});

export const checkoutRequestSchema = z.object({
  tariff_id: idSchema,
  success_url: z.string().min(1),
  cancel_url: z.string().min(1),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
/** The 201 answer of the checkout call: where to send the browser. */
export const checkoutSessionSchema = z.object({ redirect_url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Lifetime-deal code exchange (designed here): the code typed in, and the plan the code unlocks. */
export const ltdRedeemRequestSchema = z.object({ code: z.string().min(1) });
export type LtdRedeemRequest = z.infer<typeof ltdRedeemRequestSchema>;
export const ltdRedeemResultSchema = z.object({ tariff: tariffSchema });
export type LtdRedeemResult = z.infer<typeof ltdRedeemResultSchema>;

/** The billing portal of a paying customer (designed here): the page to come back to, and where to send the browser. */
export const billingPortalRequestSchema = z.object({ return_url: z.string().min(1) });
export type BillingPortalRequest = z.infer<typeof billingPortalRequestSchema>;
export const billingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/**
 * The demo backend's own payment page (designed here; the demo has no card provider): the checkout session it
 * shows, and how the owner ends it.
 */
export const demoCheckoutStatuses = ['open', 'paid', 'declined'] as const;
export const demoCheckoutSchema = z.object({ id: idSchema, status: z.enum(demoCheckoutStatuses), tariff: tariffSchema });
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;
export const demoCheckoutOutcomes = ['paid', 'declined'] as const;
export type DemoCheckoutOutcome = (typeof demoCheckoutOutcomes)[number];
export const demoCheckoutCompleteSchema = z.object({ outcome: z.enum(demoCheckoutOutcomes) });
