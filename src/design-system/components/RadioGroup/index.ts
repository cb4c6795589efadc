export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupHandle,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from './RadioGroup';
