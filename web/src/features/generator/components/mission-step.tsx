import Stack from '@mui/material/Stack';
import { isStepComplete } from '../introduction-validation';
import type { IntroductionForm } from '../hooks/use-introduction-form';
import { CvFileUpload } from './cv-file-upload';
import { IntroductionTextField } from './introduction-text-field';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export function MissionStep({ form }: { form: IntroductionForm }) {
  return (
    <>
      <StepHeading title="Your Professional Mission" description="What drives your work, and what have you achieved?" />
      <Stack spacing={3}>
        <IntroductionTextField form={form} name="mission" label="Professional mission" required multiline />
        <IntroductionTextField
          form={form}
          name="achievements"
          label="Key achievements (optional)"
          hint={form.focus === 'achievements' ? 'Finish the last line with what you did, or remove it.' : undefined}
          multiline
        />
        <CvFileUpload form={form} />
        <IntroductionTextField
          form={form}
          name="cvText"
          label="Resume / CV text (optional)"
          hint="Paste the parts of your CV you want us to draw on, or upload it above: PDF, Word, OpenDocument or text, up to 5 MB."
          multiline
        />
      </Stack>
      <StepActions onBack={form.back} onContinue={form.next} canContinue={isStepComplete(3, form.values)} />
    </>
  );
}
