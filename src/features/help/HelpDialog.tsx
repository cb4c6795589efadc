export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The Help dialog: one accordion video per topic (only the welcome video exists). */
export function HelpDialog({ open }: HelpDialogProps) {
  // TODO(design-system Dialog, VideoAccordion): render them once they land.
  if (!open) return null;
  return null;
}
