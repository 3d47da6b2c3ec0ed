// Login (002): mail and password validated with the shared schema; the server's message
// (e.g. 'Wrong mail or password') is shown above the button. The schema (and zod with it) loads
// on submit, not with the page: the first screen carries no zod (DESIGN §10).
import { useState } from 'react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '../form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { LoginInput } from '../../shared/auth';
import { signIn } from '../auth/session';
import { errorMessage } from '../http';
import { loadSignedInConsole } from '../shell/lazyPages';

export function LoginPage() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<LoginInput>({ initialValues: { mail: '', password: '' } });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    try {
      const [{ loginSchema }, { zodFormErrors }] = await Promise.all([import('../../shared/auth'), import('../../shared/zod')]);
      const errors = zodFormErrors(loginSchema, values);
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        setBusy(false);
        return;
      }
      // Fetch the console's chunk while the server checks the password.
      void loadSignedInConsole();
      // Once signed in, the console redirects to `?next=` (ConsoleApp).
      await signIn(loginSchema.parse(values));
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  });

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={380}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                LiveOps Console
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to continue
              </Text>
            </div>
            <TextInput
              label="Mail"
              placeholder="you@studio.com"
              autoComplete="username"
              inputMode="email"
              data-autofocus
              autoFocus
              {...form.getInputProps('mail')}
            />
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            {serverError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {serverError}
              </Alert>
            )}
            <Button type="submit" loading={busy} fullWidth>
              Log in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
