export { CheckoutSuccessScreen, CheckoutFailureScreen } from './CheckoutResultScreen';
export { PricesScreen } from './PricesScreen';
export { DemoCheckoutScreen } from './DemoCheckoutScreen';
