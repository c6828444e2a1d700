import { Card, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useId, useReducer } from 'react';
import { INITIAL_REVEAL_STATE, revealReducer, TOUCH_REVEAL_DELAY_MS } from './revealCard.ts';

/** A faculty service card whose description is revealed on hover, focus or a 250 ms touch (revealCard.ts). */
export function RevealCard({ title, text, teaser }: { title: string; text: string; teaser: string }) {
  const [state, dispatch] = useReducer(revealReducer, INITIAL_REVEAL_STATE);
  const detailId = useId();

  useEffect(() => {
    if (!state.touchPending) return;
    const timer = window.setTimeout(() => dispatch({ type: 'touchDelayPassed' }), TOUCH_REVEAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.touchPending]);

  return (
    <Card withBorder padding={0} mih={200} bg={state.revealed ? 'brand.0' : undefined} style={{ transition: 'background-color 150ms ease' }}>
      <UnstyledButton
        p="lg"
        h="100%"
        aria-expanded={state.revealed}
        aria-controls={detailId}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') dispatch({ type: 'pointerEnter', at: Date.now() });
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') dispatch({ type: 'pointerLeave', at: Date.now() });
        }}
        onTouchStart={() => dispatch({ type: 'touchStart', at: Date.now() })}
        onTouchMove={() => dispatch({ type: 'touchMove' })}
        onFocus={() => dispatch({ type: 'focus', at: Date.now() })}
        onBlur={() => dispatch({ type: 'blur' })}
        onClick={() => dispatch({ type: 'activate', at: Date.now() })}
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', width: '100%' }}
      >
        <Title order={2} size="h4" c="brand.8" mb="xs">
          {title}
        </Title>
        <Text size="sm" mb="xs">
          {teaser}
        </Text>
        <Text id={detailId} size="sm" c={state.revealed ? undefined : 'gray.7'} aria-live="polite">
          {state.revealed ? text : 'Hover, focus or tap to read more'}
        </Text>
      </UnstyledButton>
    </Card>
  );
}
