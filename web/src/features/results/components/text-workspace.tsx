import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { REFINEMENT_LABELS, TEXT_LIMITS, type TextKind } from '@firstwords/contracts';
import { useToast } from '@/lib/toast';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { useDraft } from '../hooks/use-draft';
import { useEditText } from '../hooks/use-edit-text';
import { useRefineText } from '../hooks/use-refine-text';
import { describeMeasure, measureText } from '../text-measure';
import { useWriting } from '../writing-context';
import { LinkedInPreview } from './linkedin-preview';
import { RehearseButton } from './rehearse-view';
import { ShareButton } from './share-button';
import { TextEditor } from './text-editor';
import { TextQuote } from './text-quote';
import { VersionList } from './version-list';
import { WritingText } from './writing-text';

interface TextWorkspaceProps {
  introductionId: number;
  purpose: TextKind;
  /** As a person reads it (entities decoded). */
  text: string;
  /** More actions beside Copy and Edit (the main text's Regenerate). */
  actions?: ReactNode;
  /** Another rewrite is being asked for: refining waits. */
  busy?: boolean;
}

/**
 * One text and everything done to it: read, count, copy, edit, refine, rehearse or preview, and its versions. While
 * it is being written it grows in place, and none of that can be done to it until it is stored.
 */
export function TextWorkspace({ introductionId, purpose, text, actions, busy = false }: TextWorkspaceProps) {
  const toast = useToast();
  const writing = useWriting();
  const beingWritten = writing.writes(purpose);
  const { copied, copy } = useCopyToClipboard();
  // An edit in progress survives a reload; none means the text is shown, not edited.
  const { draft, setDraft } = useDraft(introductionId, purpose);
  const { save, saving, restoreVersion, restoring } = useEditText(introductionId, purpose);
  const { directions, refine, refining } = useRefineText(introductionId, purpose);
  const handleSave = async () => {
    if (draft !== null && (await save(draft))) setDraft(null);
  };
  const handleCopy = () =>
    copy(text).catch(() =>
      toast({ title: 'Copy Failed', description: 'Please select the text and copy it yourself.', variant: 'destructive' }),
    );

  return (
    <>
      {beingWritten ? (
        <WritingText draft={writing.drafts[purpose]} previous={text} />
      ) : draft === null ? (
        <>
          <TextQuote>{text}</TextQuote>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {describeMeasure(measureText(text, purpose))}
            </Typography>
            {TEXT_LIMITS[purpose].targetSeconds !== undefined && <RehearseButton purpose={purpose} text={text} />}
          </Stack>
          {purpose === 'linkedin' && <LinkedInPreview text={text} />}
        </>
      ) : (
        <TextEditor
          purpose={purpose}
          value={draft}
          saving={saving}
          onChange={setDraft}
          onSave={() => void handleSave()}
          onCancel={() => setDraft(null)}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={handleCopy} disabled={beingWritten}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDraft(text)} disabled={draft !== null || beingWritten}>
          Edit
        </Button>
        <ShareButton introductionId={introductionId} purpose={purpose} disabled={beingWritten} />
        {actions}
      </Stack>
      {/* The row keeps its place while the directions load, so the buttons below it do not move under a click. */}
      {(directions === undefined || directions.length > 0) && (
        <Stack
          direction="row"
          role="group"
          aria-label="Refine, one credit each"
          aria-busy={directions === undefined}
          sx={{ flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary" component="span">
            Refine (1 credit):
          </Typography>
          {directions === undefined ? (
            <Skeleton variant="rounded" width={240} height={30} />
          ) : (
            directions.map((direction) => (
              <Button
                key={direction}
                size="small"
                variant="text"
                onClick={() => void refine(direction)}
                // One writing at a time for an introduction: the server refuses a second.
                disabled={refining !== null || busy || writing.writing}
              >
                {refining === direction ? 'Refining...' : REFINEMENT_LABELS[direction]}
              </Button>
            ))
          )}
        </Stack>
      )}
      <VersionList
        introductionId={introductionId}
        purpose={purpose}
        busy={restoring || beingWritten}
        onUse={(versionId) => void restoreVersion(versionId)}
      />
    </>
  );
}
