import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Purpose } from '@firstwords/contracts';
import { purposeLabel } from '@/lib/purposes';
import { PurposeTexts } from './purpose-texts';

interface AlsoWrittenCardProps {
  introductionId: number;
  /** The other purposes' texts, as people read them; a missing one gets no tab. */
  texts: Array<{ purpose: Purpose; text: string }>;
  /** The LinkedIn headline, decoded, shown above the LinkedIn text; null when there is none. */
  headline: string | null;
}

/** The three texts one generation wrote beside the chosen one (docs/product.md, Results and versions), each a workspace of its own. */
export function AlsoWrittenCard({ introductionId, texts, headline }: AlsoWrittenCardProps) {
  const [selected, setSelected] = useState(0);
  const current = texts[selected] ?? texts[0];
  if (!current) return null;

  return (
    <Card component="section" aria-labelledby="also-written-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="also-written-title" variant="h5" component="h2" gutterBottom>
          Also written from your answers
        </Typography>
        <Tabs
          value={selected}
          onChange={(_, index: number) => setSelected(index)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Other texts"
        >
          {texts.map(({ purpose }, index) => (
            <Tab
              key={purpose}
              label={purposeLabel(purpose)}
              id={`also-written-tab-${purpose}`}
              aria-controls={`also-written-panel-${purpose}`}
              value={index}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`also-written-panel-${current.purpose}`} aria-labelledby={`also-written-tab-${current.purpose}`}>
          {/* Keyed by purpose: an edit in progress belongs to its own text. */}
          <PurposeTexts
            key={current.purpose}
            introductionId={introductionId}
            purpose={current.purpose}
            text={current.text}
            headline={headline}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
