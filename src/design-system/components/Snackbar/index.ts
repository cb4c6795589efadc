export { SnackbarProvider, snackbarTones, useSnackbar, type SnackbarApi, type SnackbarOptions, type SnackbarProviderProps, type SnackbarTone } from './Snackbar';
