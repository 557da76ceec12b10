import Stack from '@mui/material/Stack';
import { isStepComplete } from '../introduction-validation';
import type { IntroductionForm } from '../hooks/use-introduction-form';
import { IntroductionTextField } from './introduction-text-field';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

export function RoleStep({ form }: { form: IntroductionForm }) {
  return (
    <>
      <StepHeading title="Professional Role & Audience" description="Tell us what you do, who will hear this and in what setting." />
      <Stack spacing={3}>
        <IntroductionTextField form={form} name="role" label="Role or expertise" required />
        <IntroductionTextField
          form={form}
          name="audience"
          label="Target audience"
          hint="e.g. hiring managers, investors, fellow founders"
          required
        />
        <IntroductionTextField
          form={form}
          name="context"
          label="Situational context"
          hint="e.g. a panel interview, a networking breakfast, your LinkedIn About section"
          required
          multiline
        />
        <IntroductionTextField form={form} name="linkedinUrl" label="LinkedIn URL (optional)" type="url" />
        <IntroductionTextField
          form={form}
          name="advert"
          label="Paste the job advert or event description (optional)"
          hint="Your texts name its role and lead with what you've done that it asks for; they never claim what you haven't said."
          multiline
        />
      </Stack>
      <StepActions onBack={form.back} onContinue={form.next} canContinue={isStepComplete(2, form.values)} />
    </>
  );
}
