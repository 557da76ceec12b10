import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PROBLEMS, SOLUTIONS } from '../home-content';

function PointList({ title, points, icon }: { title: string; points: string[]; icon: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
      <Typography variant="h5" component="h3" gutterBottom>
        {title}
      </Typography>
      <List disablePadding>
        {points.map((point) => (
          <ListItem key={point} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{icon}</ListItemIcon>
            <ListItemText primary={point} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export function ProblemSolutionSection() {
  return (
    <Container component="section" aria-labelledby="problem-title" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography id="problem-title" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 5 }}>
        Introducing yourself shouldn't be this hard
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointList title="The problem" points={PROBLEMS} icon={<ErrorOutlineIcon sx={{ color: 'warning.dark' }} aria-hidden />} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointList title="The FirstWords way" points={SOLUTIONS} icon={<CheckCircleOutlineIcon color="secondary" aria-hidden />} />
        </Grid>
      </Grid>
    </Container>
  );
}
