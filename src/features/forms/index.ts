export { MyFormsScreen } from './MyFormsScreen';
export { MyFormsView, myFormsStatuses, type MyFormsStatus, type MyFormsViewProps } from './MyFormsView';
