import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRefreshAdminData } from '../hooks/use-refresh-admin-data';
import { IntroductionsTab } from './introductions-tab';
import { OverviewTab } from './overview-tab';
import { UsersTab } from './users-tab';

// Only the open tab is mounted: each list is fetched when first opened, then read from the cache.
const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'introductions', label: 'Introductions', Panel: IntroductionsTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];

export function AdminDashboardView() {
  const [tab, setTab] = useState<TabValue>('overview');
  const { refresh, refreshing } = useRefreshAdminData();
  const { Panel } = TABS.find((candidate) => candidate.value === tab) ?? TABS[0];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h3" component="h1">
          Admin Dashboard
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void refresh()}
          disabled={refreshing}
          startIcon={refreshing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <RefreshIcon />}
        >
          {refreshing ? 'Refreshing...' : 'Refresh Data'}
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => setTab(value)}
        aria-label="Admin data"
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`admin-tab-${value}`}
            aria-controls={value === tab ? `admin-panel-${value}` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}
