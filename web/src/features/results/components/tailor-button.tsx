import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTailorIntroduction } from '../hooks/use-tailor-introduction';
import { useWriting } from '../writing-context';

// Its own chunk, with the contract's schema (zod): the result page draws the button, not the dialog.
const TailorDialog = lazy(() => import('./tailor-dialog'));

interface TailorButtonProps {
  introductionId: number;
  /** The advert the texts were written for, as typed; empty for none. */
  advert: string;
}

/** "Tailor to an advert": the texts written again for the advert pasted here, for one credit. */
export function TailorButton({ introductionId, advert }: TailorButtonProps) {
  const { writing } = useWriting();
  const { tailor, tailoring } = useTailorIntroduction(introductionId);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={writing || tailoring}>
        {tailoring ? 'Tailoring...' : 'Tailor to an advert'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TailorDialog
            advert={advert}
            onClose={close}
            onTailor={(checked) => {
              close();
              void tailor(checked);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
