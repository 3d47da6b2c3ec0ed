// Type-ahead for a short, non-searchable Select (the env pickers): typing letters picks the first
// option whose label starts with them, as a native select does ("p" → prod, "d" → dev, "sa" →
// sandbox); keys typed within 800 ms of each other (by the events' own time stamps) add up, and a
// key that matches nothing with them starts over.
// A searchable Select would open its list on focus, over the fields below it.
import { useRef, type KeyboardEvent } from 'react';

export function useTypeAhead(options: readonly { value: string; label: string }[], pick: (value: string) => void) {
  const state = useRef({ typed: '', at: -Infinity });
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return;
    const s = state.current;
    s.typed = e.timeStamp - s.at > 800 ? e.key : s.typed + e.key;
    s.at = e.timeStamp;
    const starts = (prefix: string) => options.find((o) => o.label.toLowerCase().startsWith(prefix.toLowerCase()));
    // No option starts with what was typed so far: the key on its own ("p" then "d" → dev).
    const hit = starts(s.typed) ?? starts((s.typed = e.key));
    if (!hit) return;
    e.preventDefault();
    pick(hit.value);
  };
}
