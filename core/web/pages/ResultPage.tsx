// The shape shared by the 403, 404 and 500 pages: a status, the spec's message, Back Home.
import { Button, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'wouter';

export function ResultPage({ status, message }: { status: string; message: string }) {
  const [, navigate] = useLocation();
  return (
    <Stack align="center" gap="md" py={80} role="alert">
      <Title order={1} fz={72} c="dimmed" style={{ lineHeight: 1 }}>
        {status}
      </Title>
      <Text size="lg" ta="center">
        {message}
      </Text>
      <Button onClick={() => navigate('/')} autoFocus>
        Back Home
      </Button>
    </Stack>
  );
}
