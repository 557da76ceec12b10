import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PricingPlan } from '../pricing-plans';

export function PricingCard({ plan }: { plan: PricingPlan }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: plan.highlighted ? 2 : 1,
        borderColor: plan.highlighted ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {plan.name}
          </Typography>
          {plan.highlighted && <Chip label="Most Popular" color="primary" size="small" />}
        </Stack>
        <Typography variant="h3" component="p">
          {plan.price}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plan.allowance}
        </Typography>
        <List dense disablePadding sx={{ flex: 1, mb: 2 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="secondary" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to={plan.action.to} variant={plan.highlighted ? 'contained' : 'outlined'} fullWidth>
          {plan.action.label}
        </Button>
      </CardContent>
    </Card>
  );
}
