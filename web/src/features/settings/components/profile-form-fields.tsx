import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PROFILE_FIELDS, type ProfileField, type ProfileValues } from '../profile-fields';
import { useUpdateProfile } from '../hooks/use-update-profile';

export function ProfileFormFields({ initialValues }: { initialValues: ProfileValues }) {
  const [values, setValues] = useState(initialValues);
  const { save, saving, errors } = useUpdateProfile();

  const setField = (name: ProfileField, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Grid container spacing={2.5}>
        {PROFILE_FIELDS.map(({ name, label, multiline, half }) => (
          <Grid key={name} size={{ xs: 12, sm: half ? 6 : 12 }}>
            <TextField
              id={`profile-${name}`}
              label={label}
              type={name === 'linkedinUrl' ? 'url' : 'text'}
              value={values[name]}
              onChange={(event) => setField(name, event.target.value)}
              error={Boolean(errors[name])}
              helperText={errors[name]}
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
