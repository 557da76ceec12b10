import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useToast } from '@/lib/toast';
import { ProfileDocument } from '../api/profile-query';
import { toProfileValues } from '../profile-fields';
import { ProfileFormFields } from './profile-form-fields';

function ProfileSkeleton() {
  return (
    <Stack spacing={2.5} aria-label="Loading profile" role="status">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={140} height={40} />
    </Stack>
  );
}

export function ProfileForm() {
  const toast = useToast();
  const { data, loading, error } = useQuery(ProfileDocument);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load profile. Please try again.', variant: 'destructive' });
  }, [error, toast]);

  return (
    <Card component="section" aria-labelledby="profile-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
          Profile Information
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          These details help us write introductions that sound like you.
        </Typography>
        {loading && !data ? (
          <ProfileSkeleton />
        ) : (
          // An empty form when loading failed still lets the person save.
          <ProfileFormFields initialValues={toProfileValues(data?.profile)} />
        )}
      </CardContent>
    </Card>
  );
}
