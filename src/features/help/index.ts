export { HelpProvider, useHelp, hasWelcomeHelp, type HelpContextValue, type WelcomeHelpState } from './HelpProvider';
export { HelpDialog, type HelpDialogProps } from './HelpDialog';
