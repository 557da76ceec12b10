import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { useIntroductionForm } from '../hooks/use-introduction-form';
import { useGenerateIntroduction } from '../hooks/use-generate-introduction';
import { useReturnedAnswers } from '../hooks/use-sent-answers';
import { AboutStep } from './about-step';
import { FinalizeStep } from './finalize-step';
import { MissionStep } from './mission-step';
import { RoleStep } from './role-step';
import { WizardProgress } from './wizard-progress';

export function GeneratorWizard() {
  const form = useIntroductionForm(useReturnedAnswers());
  const { generate, generating } = useGenerateIntroduction(form.showErrors);
  const shownStep = useRef(form.step);

  useEffect(() => {
    if (form.step === shownStep.current) return;
    shownStep.current = form.step;
    // A new step starts at its heading, not half-way down where the last step's Continue button was.
    window.scrollTo(0, 0);
  }, [form.step]);

  return (
    <Paper component="section" aria-label="Introduction questionnaire" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <WizardProgress step={form.step} />
      {form.step === 1 && <AboutStep form={form} />}
      {form.step === 2 && <RoleStep form={form} />}
      {form.step === 3 && <MissionStep form={form} />}
      {form.step === 4 && <FinalizeStep form={form} generating={generating} onGenerate={() => void generate(form.values)} />}
    </Paper>
  );
}
