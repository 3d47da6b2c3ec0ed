import { Center, Loader, Title } from '@mantine/core';

/**
 * A screen on its way (its code, or the access it is gated on). With the route's title, that title
 * shows at once where the screen's own will be, in the same style (ScreenTitle's): the page says
 * where it is before the screen's code has loaded, and the largest text of the first paint is
 * there from the start (Lighthouse's LCP on level statistics was the title, painted only with the
 * whole screen). A plain heading: it takes no focus, the screen's own does.
 */
export function ScreenLoader({ title }: { title?: string }) {
  return (
    <>
      {title && (
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
      )}
      <Center py={80} aria-busy="true">
        <Loader />
      </Center>
    </>
  );
}
