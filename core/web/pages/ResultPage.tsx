// The shape shared by the 403, 404 and 500 pages: a status, what it means as the page's h1 and
// the document's title (issue 28: the 404's said only "404"), the spec's message, Back Home.
import { useEffect } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'wouter';

export function ResultPage({ status, title, message }: { status: string; title: string; message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    document.title = `${title} · LiveOps Console`;
  }, [title]);
  return (
    <Stack align="center" gap="md" py={80} role="alert">
      <Text fz={72} fw={700} c="dimmed" lh={1} aria-hidden>
        {status}
      </Text>
      <Title order={1} size="h2">
        {title}
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
