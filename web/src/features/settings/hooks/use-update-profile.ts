import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorCode, fieldErrors } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { UpdateProfileDocument } from '../api/update-profile';
import type { ProfileValues } from '../profile-fields';

export function useUpdateProfile() {
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mutate, { loading }] = useMutation(UpdateProfileDocument);

  const save = async (values: ProfileValues) => {
    setErrors({});
    try {
      await mutate({ variables: { input: values } });
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.', variant: 'success' });
    } catch (error) {
      if (errorCode(error) === 'BAD_USER_INPUT') setErrors(fieldErrors(error));
      toast({ title: 'Update Failed', description: 'Failed to update profile. Please try again.', variant: 'destructive' });
    }
  };

  return { save, saving: loading, errors };
}
