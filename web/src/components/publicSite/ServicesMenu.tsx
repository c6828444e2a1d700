import { useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { ServicesMenuTrigger } from './ServicesMenuTrigger.tsx';

type Dropdown = ComponentType<{ openOnMount: boolean; focusOnMount: boolean }>;

let dropdownModule: Promise<Dropdown> | null = null;
function loadDropdown(): Promise<Dropdown> {
  dropdownModule ??= import('./ServicesMenuDropdown.tsx').then((module) => module.default);
  return dropdownModule;
}

/**
 * 'Our Services' in the navbar. Until the visitor points at it, focuses it or taps it, the button
 * is plain (no menu code downloaded); then the Mantine menu loads and takes its place, open if the
 * visitor asked for it (click, Enter, Space, arrow down, or a pointer still resting on it) and
 * focused if the button had focus. The plain button stays until the code has arrived, so a
 * keyboard user never loses focus to a loading state.
 */
export function ServicesMenu() {
  const [Loaded, setLoaded] = useState<Dropdown | null>(null);
  const wantsOpen = useRef(false);
  const hasFocus = useRef(false);

  const load = () => {
    void loadDropdown().then((component) => setLoaded(() => component));
  };

  if (Loaded !== null) return <Loaded openOnMount={wantsOpen.current} focusOnMount={hasFocus.current} />;

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
        hasFocus.current = true;
        load();
      }}
      onBlur={() => {
        hasFocus.current = false;
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
