import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import type { FieldName } from '../introduction-fields';
import type { IntroductionForm } from '../hooks/use-introduction-form';

interface IntroductionTextFieldProps {
  form: IntroductionForm;
  name: FieldName;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url';
}

export function IntroductionTextField({ form, name, label, hint, required, multiline, type = 'text' }: IntroductionTextFieldProps) {
  const error = form.errors[name];
  const focused = form.focus === name;
  // The caret at the end of a line begun for the person to complete ("If it's true, add it").
  const placeCaret = useCallback(
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (!element || !focused) return;
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    },
    [focused],
  );
  return (
    <TextField
      id={`introduction-${name}`}
      label={label}
      type={type}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      onBlur={(event) => required && form.touchField(name, event.target.value)}
      error={Boolean(error)}
      helperText={error || hint}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      inputRef={placeCaret}
      fullWidth
    />
  );
}
