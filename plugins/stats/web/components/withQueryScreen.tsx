// Puts a screen under its own query path (and right): every query of the screen and its modals
// (the analytics kit's included) goes to queryPaths[screen].
import type { ComponentType } from 'react';
import { MetricsSourceContext } from '../../../../core/web/analytics/metricsSource';
import type { QueryScreen } from '../../shared';
import { statsSource } from '../useStats';

export function withQueryScreen(screen: QueryScreen, Screen: ComponentType) {
  const source = statsSource(screen);
  function StatsScreen() {
    return (
      <MetricsSourceContext.Provider value={source}>
        <Screen />
      </MetricsSourceContext.Provider>
    );
  }
  return StatsScreen;
}
