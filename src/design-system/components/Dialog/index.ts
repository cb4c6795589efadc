export { Dialog, DialogFormActions, dialogSizes, type DialogFormActionsProps, type DialogProps, type DialogSize } from './Dialog';
