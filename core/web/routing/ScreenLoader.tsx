import { Center, Loader } from '@mantine/core';
import { PlaceholderTitle } from '../shell/ScreenTitle';

/**
 * A screen on its way (its code, or the access it is gated on). With the route's title, that title
 * shows at once where the screen's own will be, in the same style (ScreenTitle's): the page says
 * where it is before the screen's code has loaded, and the largest text of the first paint is
 * there from the start (Lighthouse's LCP on level statistics was the title, painted only with the
 * whole screen). It takes no focus on its own; "Skip to content" may give it some, which the
 * screen's title then takes over (PlaceholderTitle).
 */
export function ScreenLoader({ title }: { title?: string }) {
  return (
    <>
      {title && <PlaceholderTitle>{title}</PlaceholderTitle>}
      <Center py={80} aria-busy="true">
        <Loader />
      </Center>
    </>
  );
}
