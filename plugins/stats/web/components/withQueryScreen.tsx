// Puts a screen under its own query path (and right): every query of the screen and its modals
// goes to queryPaths[screen].
import type { ComponentType } from 'react';
import type { QueryScreen } from '../../shared';
import { QueryScreenContext } from '../useStats';

export function withQueryScreen(screen: QueryScreen, Screen: ComponentType) {
  function StatsScreen() {
    return (
      <QueryScreenContext.Provider value={screen}>
        <Screen />
      </QueryScreenContext.Provider>
    );
  }
  return StatsScreen;
}
