import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean;
  /** Controlled visibility. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** What is hidden, for the toggle's name: a password ("Show password") or an access key ("Show key"). */
  secret?: 'password' | 'key';
}

const toggleNames = {
  password: { show: 'inputs.showPassword', hide: 'inputs.hidePassword' },
  key: { show: 'inputs.showKey', hide: 'inputs.hideKey' },
} as const;

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg className={styles.eyeIcon} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M4 4l16 16" />}
  </svg>
);

/**
 * A password input with a show/hide toggle. The toggle's accessible name says what it will do
 * ("Show password" / "Hide password"); it has no aria-pressed, which with a changing name would say
 * the state twice and contradict itself ("Hide password, pressed").
 */
export function PasswordField({
  defaultVisible = false,
  visible: visibleProp,
  onVisibleChange,
  secret = 'password',
  disabled,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('designSystem');
  const [visibleState, setVisibleState] = useState(defaultVisible);
  const visible = visibleProp ?? visibleState;
  const toggle = () => {
    setVisibleState(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      spellCheck={false}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          label={t(toggleNames[secret][visible ? 'hide' : 'show'])}
          disabled={disabled}
          onClick={toggle}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    />
  );
}
