import { Card, Text, Title, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';

/**
 * Seed 000 section 1: the faculty cards reveal their text on hover. On touch screens a tap
 * toggles; the mouse events a browser emulates within 250 ms after a touch are ignored so they do
 * not undo the tap (the seeds' touch reveal threshold).
 */
export const TOUCH_REVEAL_THRESHOLD_MS = 250;

export function RevealCard({ title, text }: { title: string; text: string }) {
  const [revealed, setRevealed] = useState(false);
  const lastTouch = useRef(0);
  const fromTouch = () => Date.now() - lastTouch.current < TOUCH_REVEAL_THRESHOLD_MS;

  return (
    <Card withBorder padding={0} mih={170}>
      <UnstyledButton
        p="lg"
        h="100%"
        aria-expanded={revealed}
        onTouchEnd={() => {
          lastTouch.current = Date.now();
        }}
        onMouseEnter={() => {
          if (!fromTouch()) setRevealed(true);
        }}
        onMouseLeave={() => {
          if (!fromTouch()) setRevealed(false);
        }}
        onFocus={() => setRevealed(true)}
        onBlur={() => setRevealed(false)}
        onClick={() => {
          if (fromTouch()) setRevealed((value) => !value);
        }}
      >
        <Title order={2} size="h4" c="brand.8" mb="xs">
          {title}
        </Title>
        <Text size="sm" c={revealed ? undefined : 'dimmed'}>
          {revealed ? text : 'Hover or tap to read more'}
        </Text>
      </UnstyledButton>
    </Card>
  );
}
