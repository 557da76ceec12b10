import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { COMMUNICATION_STYLE_OPTIONS } from '../introduction-fields';
import { isStepComplete } from '../introduction-validation';
import type { IntroductionForm } from '../hooks/use-introduction-form';
import { AnswerReadingPanel } from './answer-reading-panel';
import { AnswersSummary } from './answers-summary';
import { StepHeading } from './step-heading';

interface FinalizeStepProps {
  form: IntroductionForm;
  generating: boolean;
  onGenerate: () => void;
}

export function FinalizeStep({ form, generating, onGenerate }: FinalizeStepProps) {
  const styleError = form.errors.communicationStyle;
  return (
    <>
      <StepHeading title="Finalize Your Introduction" description="Check your answers and choose how you want to sound." />
      <AnswersSummary values={form.values} onEditAdvert={() => form.goTo(2)} />
      <AnswerReadingPanel form={form} />
      <FormControl error={Boolean(styleError)} sx={{ mt: 3 }}>
        <FormLabel id="communication-style-label">Communication style</FormLabel>
        <RadioGroup
          aria-labelledby="communication-style-label"
          value={form.values.communicationStyle}
          onChange={(event) => form.setField('communicationStyle', event.target.value)}
        >
          {COMMUNICATION_STYLE_OPTIONS.map((style) => (
            <FormControlLabel key={style.value} value={style.value} control={<Radio />} label={style.label} />
          ))}
        </RadioGroup>
        {styleError && <FormHelperText>{styleError}</FormHelperText>}
      </FormControl>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 4 }}>
        <Button variant="outlined" onClick={form.back} disabled={generating}>
          Back
        </Button>
        <Button variant="contained" onClick={onGenerate} disabled={generating || !isStepComplete(4, form.values)}>
          {generating ? 'Generating...' : 'Generate Introduction'}
        </Button>
      </Stack>
    </>
  );
}
