export { Stepper, blockingStep, type StepperProps, type StepperStep } from './Stepper';
