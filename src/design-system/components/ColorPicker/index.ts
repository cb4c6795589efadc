export { ColorPicker, defaultColorPresets, type ColorPickerProps, type PickedColor } from './ColorPicker';
