/**
 * The design system's one public surface: features, the app and stories import from here, never from a
 * component's folder (ESLint enforces it). Named exports only, so each name has one visible origin. Importing
 * this index costs nothing extra: every component module is side-effect free for the bundler (vite.config.ts),
 * so what a page does not use is dropped, and popups stay behind their lazy parts.
 */
export { Accordion, accordionHeadingLevels, type AccordionHeadingLevel, type AccordionItem, type AccordionProps } from './components/Accordion';
export { Avatar, type AvatarProps } from './components/Avatar';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './components/Banner';
export { Button, buttonSizes, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { Card, cardHeadingLevels, type CardHeadingLevel, type CardProps } from './components/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { ColorPicker, defaultColorPresets, type ColorPickerProps, type PickedColor } from './components/ColorPicker';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { CopyField, copyConfirmationMs, type CopyFieldProps } from './components/CopyField';
export { CreditsBadge, LazyCreditsBadge, creditsBadgeState, creditsBadgeStates, LOW_CREDITS_SHARE, type CreditsBadgeProps, type CreditsBadgeState } from './components/CreditsBadge';
export { addDays, DateRangePicker, defaultDateRangePresets, lastDays, type DateRange, type DateRangePickerProps } from './components/DateRangePicker';
export { DeleteDialog, type DeleteDialogProps } from './components/DeleteDialog';
export { Dialog, DialogFormActions, dialogSizes, type DialogFormActionsProps, type DialogProps, type DialogSize } from './components/Dialog';
export { EmptyState, emptyStateHeadingLevels, type EmptyStateHeadingLevel, type EmptyStateProps } from './components/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { FileDrop, fileDropStatuses, fileMatchesAccept, formatBytes, type FileDropItem, type FileDropProps, type FileDropRejection, type FileDropStatus } from './components/FileDrop';
export { FormField, splitFieldProps, formFieldKinds, formFieldLabelPositions, type FieldTextProps, type FormFieldControlProps, type FormFieldKind, type FormFieldLabelPosition, type FormFieldProps, type OwnFieldProps } from './components/FormField';
export { IconButton, iconButtonSizes, iconButtonVariants, type IconButtonProps, type IconButtonSize, type IconButtonVariant } from './components/IconButton';
export { LanguageSelector, languageNames, languageSelectorDisplays, selectorLanguages, type LanguageSelectorDisplay, type LanguageSelectorProps, type SelectorLanguage } from './components/LanguageSelector';
export { LinkButton, linkButtonTones, type LinkButtonProps, type LinkButtonTone } from './components/LinkButton';
export { ListEntry, listEntryInputTypes, type ListEntryInputType, type ListEntryItem, type ListEntryProps } from './components/ListEntry';
export { Markdown, type MarkdownProps } from './components/Markdown';
export { Menu, menuItemTones, type MenuEntry, type MenuItemTone, type MenuProps } from './components/Menu';
export { Panel, panelPaddings, panelRadii, panelTones, type PanelPadding, type PanelProps, type PanelRadius, type PanelTone } from './components/Panel';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { InlineAlert, type InlineAlertProps } from './components/InlineAlert';
export { Inline, Page, Stack, layoutAligns, layoutJustifies, pageWidths, type InlineProps, type LayoutAlign, type LayoutJustify, type PageProps, type PageWidth, type Space, type StackProps } from './components/Layout';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { ProblemNotice, type ProblemNoticeProps } from './components/ProblemNotice';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { PromptEditor, docToText, textToDoc, truncateTitle, type PromptEditorProps, type PromptField } from './components/PromptEditor';
export { RadioGroup, radioGroupOrientations, type RadioGroupHandle, type RadioGroupOrientation, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { Select, type MultipleSelectProps, type SelectOption, type SelectProps, type SingleSelectProps } from './components/Select';
export { Skeleton, SkeletonGroup, skeletonVariants, type SkeletonGroupProps, type SkeletonProps, type SkeletonVariant } from './components/Skeleton';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { SmallScreenOverlay, LazySmallScreenOverlay, type SmallScreenOverlayProps } from './components/SmallScreenOverlay';
export { SnackbarProvider, snackbarTones, useSnackbar, type SnackbarApi, type SnackbarOptions, type SnackbarProviderProps, type SnackbarTone } from './components/Snackbar';
export { Spinner, spinnerSizes, spinnerTones, type SpinnerProps, type SpinnerSize, type SpinnerTone } from './components/Spinner';
export { Stepper, blockingStep, type StepperProps, type StepperStep } from './components/Stepper';
export { Switch, type SwitchProps } from './components/Switch';
export { columnAligns, SelectionCheckbox, sortDirections, sortRows, Table, TablePagination, useLocalTable, type ColumnAlign, type SelectionCheckboxProps, type SortDirection, type TableColumn, type TablePaging, type TableProps, type TableSort } from './components/Table';
export { Heading, Note, Text, headingLevels, headingSizes, noteTones, textSizes, textTones, textWeights, type HeadingLevel, type HeadingProps, type HeadingSize, type NoteProps, type NoteTone, type TextProps, type TextSize, type TextTone, type TextWeight } from './components/Text';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './components/TextField';
export { Tooltip, tooltipPlacements, type TooltipPlacement, type TooltipProps } from './components/Tooltip';
export { TourPopover, TourProvider, useTour, createPageTourMemory, type TourPopoverProps, type TourStep, type StartTourOptions, type TourMemory, type UseTourOptions, type UseTourResult } from './components/TourPopover';
export { TruncatedText, type TruncatedTextProps } from './components/TruncatedText';
export { VideoAccordion, type VideoAccordionProps, type VideoTopic } from './components/VideoAccordion';
export { cx } from './cx';
export { lazyPart } from './lazyPart';
export { visuallyHidden } from './visuallyHidden.css';
