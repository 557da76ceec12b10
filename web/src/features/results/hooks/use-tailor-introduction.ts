import { useMutation } from '@apollo/client/react';
import { TailorIntroductionDocument } from '../api/tailor-introduction';
import { TAILORED_TOAST, TAILORING_FAILED_TOAST } from '../writing-toasts';
import { useStartRewrite } from './use-start-rewrite';

/** The texts written again for an advert, for one credit (docs/product.md, Adverts). */
export function useTailorIntroduction(introductionId: number) {
  const startRewrite = useStartRewrite();
  const [mutate, { loading }] = useMutation(TailorIntroductionDocument);

  const tailor = (advert: string) =>
    startRewrite(() => mutate({ variables: { input: { introductionId, advert } } }), {
      written: TAILORED_TOAST,
      failed: TAILORING_FAILED_TOAST,
    });

  return { tailor, tailoring: loading };
}
