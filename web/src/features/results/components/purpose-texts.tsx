import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Purpose } from '@firstwords/contracts';
import { useWriting } from '../writing-context';
import { TextWorkspace } from './text-workspace';

interface PurposeTextsProps {
  introductionId: number;
  purpose: Purpose;
  /** As a person reads it (entities decoded). */
  text: string;
  /** The LinkedIn headline, decoded; null for an introduction written before headlines. */
  headline: string | null;
  actions?: ReactNode;
  busy?: boolean;
}

/**
 * A purpose's text in its workspace; the LinkedIn About has its headline above it, in a workspace of its own
 * (docs/product.md, The LinkedIn headline), as the two sit on a LinkedIn profile.
 */
export function PurposeTexts({ introductionId, purpose, text, headline, actions, busy }: PurposeTextsProps) {
  const { drafts } = useWriting();
  const about = <TextWorkspace introductionId={introductionId} purpose={purpose} text={text} actions={actions} busy={busy} />;
  // One being written shows from its first words: an introduction from before headlines gets one when regenerated.
  if (purpose !== 'linkedin' || (headline === null && !drafts.headline)) return about;
  return (
    <>
      <Box component="section" aria-labelledby={`headline-title-${introductionId}`} sx={{ mb: 4 }}>
        <Typography id={`headline-title-${introductionId}`} variant="h6" component="h2" gutterBottom>
          Headline
        </Typography>
        <TextWorkspace introductionId={introductionId} purpose="headline" text={headline ?? ''} />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        About
      </Typography>
      {about}
    </>
  );
}
