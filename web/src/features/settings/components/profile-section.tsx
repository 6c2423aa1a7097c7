import { updateMeRequestSchema, type User } from '@icp-studio/contracts';
import { Box, Button, Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ProfessionSelect } from '@/components/ui/profession-select';
import { getServerFieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUpdateMe } from '../api/update-me';
import { AccountSection } from './account-section';

const nameSchemas = updateMeRequestSchema.pick({ firstName: true, lastName: true }).required();

/** Name and profession (the default trade of each new profile). */
export function ProfileSection({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [profession, setProfession] = useState(user.profession ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateMe();
  const changed =
    firstName.trim() !== user.firstName ||
    lastName.trim() !== user.lastName ||
    profession !== (user.profession ?? '');

  const save = () => {
    const names = nameSchemas.safeParse({ firstName, lastName });
    if (!names.success) {
      const next: Record<string, string> = {};
      for (const issue of names.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const body: { firstName?: string; lastName?: string; profession?: string | null } = {};
    if (names.data.firstName !== user.firstName) body.firstName = names.data.firstName;
    if (names.data.lastName !== user.lastName) body.lastName = names.data.lastName;
    if (profession !== (user.profession ?? '')) body.profession = profession || null;
    update.mutate(body, {
      onSuccess: (saved) => {
        setFirstName(saved.firstName);
        setLastName(saved.lastName);
        notify({ title: 'Saved', description: 'Your profile was updated.' });
      },
      onError: (error) => setErrors(getServerFieldErrors(error)),
    });
  };

  return (
    <AccountSection
      id="account-profile"
      title="Profile"
      description={
        <>
          Signed in as{' '}
          <Text as="span" fontWeight="medium" color="fg">
            @{user.username}
          </Text>
          . Your name appears in the header and on the notes you write.
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.firstName)}>
          <Field.Label>First name</Field.Label>
          <Input value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
          {errors.firstName ? <Field.ErrorText>{errors.firstName}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.lastName)}>
          <Field.Label>Last name</Field.Label>
          <Input value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
          {errors.lastName ? <Field.ErrorText>{errors.lastName}</Field.ErrorText> : null}
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.profession)}>
        <Field.Label htmlFor="account-profession">Profession</Field.Label>
        <ProfessionSelect
          id="account-profession"
          value={profession}
          onChange={setProfession}
          placeholder="Not set"
          aria-describedby="account-profession-help"
        />
        <Field.HelperText id="account-profession-help">
          New profiles start with this trade, so their examples, AI suggestions and quality tips fit your
          clients. Each profile can still name its own.
        </Field.HelperText>
        {errors.profession ? <Field.ErrorText>{errors.profession}</Field.ErrorText> : null}
      </Field.Root>
      <Box>
        <Button colorPalette="brand" onClick={save} disabled={!changed} loading={update.isPending}>
          Save changes
        </Button>
      </Box>
    </AccountSection>
  );
}
