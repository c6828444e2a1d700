import { lazy, Suspense, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ServicesMenuTrigger } from './ServicesMenuTrigger.tsx';

const loadDropdown = () => import('./ServicesMenuDropdown.tsx');
const ServicesMenuDropdown = lazy(loadDropdown);

/**
 * 'Our Services' in the navbar. Until the visitor points at it, focuses it or taps it, the button
 * is plain (no menu code downloaded); then the Mantine menu loads and takes its place, open if the
 * visitor asked for it (click, Enter, Space, arrow down, or a pointer still resting on it) and
 * focused if the button had focus.
 */
export function ServicesMenu() {
  const [loading, setLoading] = useState(false);
  const wantsOpen = useRef(false);
  const hadFocus = useRef(false);

  const load = () => {
    if (!loading) {
      setLoading(true);
      void loadDropdown();
    }
  };

  if (loading) {
    const placeholder = <ServicesMenuTrigger aria-expanded={false} />;
    return (
      <Suspense fallback={placeholder}>
        <ServicesMenuDropdown openOnMount={wantsOpen.current} focusOnMount={hadFocus.current} />
      </Suspense>
    );
  }

  return (
    <ServicesMenuTrigger
      aria-expanded={false}
      onPointerEnter={() => {
        wantsOpen.current = true;
        load();
      }}
      onPointerLeave={() => {
        wantsOpen.current = false;
      }}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onClick={() => {
        wantsOpen.current = true;
        load();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          wantsOpen.current = true;
          load();
        }
      }}
    />
  );
}
