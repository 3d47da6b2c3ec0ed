import { Center, Loader } from '@mantine/core';

export function ScreenLoader() {
  return (
    <Center py={80} aria-busy="true">
      <Loader />
    </Center>
  );
}
