import { PRONOUN_SETS } from '@firstwords/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PURPOSE_OPTIONS } from '@/lib/purposes';
import { isStepComplete } from '../introduction-validation';
import type { IntroductionForm } from '../hooks/use-introduction-form';
import { IntroductionTextField } from './introduction-text-field';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export function AboutStep({ form }: { form: IntroductionForm }) {
  const pronounsError = form.errors.pronouns;
  return (
    <>
      <StepHeading
        title="Tell us about yourself or your business"
        description="Start with who you are and where this introduction will be used."
      />
      <Stack spacing={3}>
        <IntroductionTextField form={form} name="fullName" label="Full name" required />
        <TextField
          id="introduction-purpose"
          select
          label="Purpose"
          value={form.values.purpose}
          onChange={(event) => form.setField('purpose', event.target.value)}
          error={Boolean(form.errors.purpose)}
          helperText={form.errors.purpose || 'Where will you use this introduction?'}
          required
          fullWidth
        >
          {PURPOSE_OPTIONS.map((purpose) => (
            <MenuItem key={purpose.value} value={purpose.value}>
              {purpose.label}
            </MenuItem>
          ))}
        </TextField>
        <IntroductionTextField
          form={form}
          name="identity"
          label="Identity statement"
          hint="In a sentence or two: who you are, e.g. “A product designer who turns research into simple tools.”"
          required
          multiline
        />
        <FormControl error={Boolean(pronounsError)}>
          <FormLabel id="introduction-pronouns-label">Pronouns for third-person texts</FormLabel>
          <RadioGroup
            row
            aria-labelledby="introduction-pronouns-label"
            aria-describedby="introduction-pronouns-hint"
            value={form.values.pronouns}
            onChange={(event) => form.setField('pronouns', event.target.value)}
          >
            <FormControlLabel value="" control={<Radio />} label="Not specified" />
            {PRONOUN_SETS.map((set) => (
              <FormControlLabel key={set} value={set} control={<Radio />} label={set} />
            ))}
          </RadioGroup>
          <FormHelperText id="introduction-pronouns-hint">
            {pronounsError || 'Optional. Used in texts written about you, such as the business profile.'}
          </FormHelperText>
        </FormControl>
      </Stack>
      <StepActions onContinue={form.next} canContinue={isStepComplete(1, form.values)} />
    </>
  );
}
