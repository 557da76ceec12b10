import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { decodeStoredText, type TextKind, type VersionOrigin } from '@firstwords/contracts';
import { formatDateTime } from '@/lib/format-date';
import { IntroductionVersionsDocument } from '../api/introduction-versions';

const ORIGIN_LABELS: Record<VersionOrigin, string> = {
  generated: 'First written',
  regenerated: 'Regenerated',
  edited: 'Your edit',
  restored: 'Restored',
  shorter: 'Made shorter',
  longer: 'Made longer',
  more_formal: 'Made more formal',
  warmer: 'Made warmer',
  tailored: 'Tailored to the advert',
};

interface VersionListProps {
  introductionId: number;
  purpose: TextKind;
  busy: boolean;
  onUse: (versionId: number) => void;
}

/** Every text this purpose has had, newest (current) first; any other can be made current again. */
export function VersionList({ introductionId, purpose, busy, onUse }: VersionListProps) {
  const { data } = useQuery(IntroductionVersionsDocument, { variables: { id: introductionId, purpose } });
  const versions = data?.introduction.versions ?? [];
  if (versions.length < 2) return null;

  return (
    <section aria-labelledby={`versions-${purpose}`}>
      <Typography id={`versions-${purpose}`} variant="h6" component="h2" sx={{ mt: 3 }}>
        {purpose === 'headline' ? 'Headline versions' : 'Versions'} ({versions.length})
      </Typography>
      <List dense>
        {versions.map((version, index) => (
          <ListItem
            key={version.id}
            divider
            // Room for "Use this version" beside both lines, so a narrow screen never draws it over the date.
            sx={{ pr: 17 }}
            secondaryAction={
              index === 0 ? (
                <Chip label="Current" size="small" color="primary" variant="outlined" />
              ) : (
                <Button size="small" onClick={() => onUse(version.id)} disabled={busy}>
                  Use this version
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${ORIGIN_LABELS[version.origin]} · ${formatDateTime(version.createdAt)}`}
              secondary={decodeStoredText(version.text)}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
