import { Box, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, type KeyboardEvent } from 'react';
import type { TCoauthorNetworkResponse } from '@ri/contracts/dashboards';
import { labelFontSize, layoutNetwork, linkWidth, nodeDescription, schoolColours } from './networkLayout.ts';

const MAP_HEIGHT = 520;

export interface CoauthorNetworkMapProps {
  network: TCoauthorNetworkResponse;
  /** opens a co-author's read-only profile (not called for the member at the centre) */
  onOpen: (authorId: number) => void;
}

/**
 * The co-author network as SVG, laid out by d3-force (docs/adr/0006-coauthor-network-rendering.md):
 * nodes sized by papers written together, coloured by school, links as wide as their fractional
 * weight. Every co-author is a button (click, Enter or Space) opening their profile. Loaded lazily
 * with the network: d3-force is not in the home screen's chunk.
 */
export default function CoauthorNetworkMap({ network, onOpen }: CoauthorNetworkMapProps) {
  const layout = useMemo(() => layoutNetwork(network), [network]);
  const { legend, colourOf } = useMemo(() => schoolColours(network.nodes), [network.nodes]);
  const center = network.nodes.find((node) => node.id === network.center);
  // the SVG scales its viewBox to the box: labels are sized so that they draw at 11 px or more on screen
  const box = useElementSize();
  const fontSize = labelFontSize(layout, { width: box.width, height: MAP_HEIGHT });

  const onKey = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(id);
    }
  };

  return (
    <Paper withBorder p="sm">
      <Box ref={box.ref} style={{ width: '100%', height: MAP_HEIGHT }}>
        <svg
          viewBox={layout.viewBox}
          width="100%"
          height="100%"
          role="group"
          aria-label={`Co-author network of ${center?.name ?? 'the faculty member'}: ${network.nodes.length - 1} people`}
          data-testid="coauthor-network"
          style={{ display: 'block' }}
        >
          <g aria-hidden>
            {layout.edges.map((edge) => (
              <line
                key={`${edge.source}-${edge.target}`}
                x1={edge.x1} y1={edge.y1} x2={edge.x2} y2={edge.y2}
                stroke="#adb5bd" strokeOpacity={0.7} strokeWidth={linkWidth(edge.weight)}
              >
                <title>{`${edge.papers} paper${edge.papers === 1 ? '' : 's'} together, weight ${edge.weight}`}</title>
              </line>
            ))}
          </g>
          {layout.nodes.map((node) => {
            const isCenter = node.id === network.center;
            const description = nodeDescription(node);
            const label = node.depth <= 1 ? node.name : null;
            return (
              <g
                key={node.id}
                transform={`translate(${node.x},${node.y})`}
                {...(isCenter ? { role: 'img' } : { role: 'button', tabIndex: 0, onClick: () => onOpen(node.id), onKeyDown: (event: KeyboardEvent) => onKey(event, node.id), style: { cursor: 'pointer' } })}
                aria-label={isCenter ? description : `${description}: open the profile`}
                data-node-id={node.id}
                data-depth={node.depth}
                className="ri-network-node"
              >
                <title>{description}</title>
                <circle r={node.r} fill={colourOf(node.school)} stroke={isCenter ? '#212529' : '#fff'} strokeWidth={isCenter ? 3 : 1.5} />
                {label !== null ? (
                  <text
                    y={node.r + fontSize}
                    textAnchor="middle"
                    fontSize={isCenter ? fontSize * 1.2 : fontSize}
                    fontWeight={isCenter ? 700 : 400}
                    fill="#212529"
                    stroke="#fff"
                    strokeWidth={fontSize / 4}
                    paintOrder="stroke"
                    style={{ pointerEvents: 'none' }}
                  >
                    {label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </Box>
      <Group gap="md" mt="xs" role="list" aria-label="Schools">
        {legend.map((entry) => (
          <Group key={entry.school} gap={6} role="listitem">
            <Box w={12} h={12} style={{ background: entry.colour, borderRadius: '50%' }} aria-hidden />
            <Text size="xs">{entry.school} ({entry.count})</Text>
          </Group>
        ))}
      </Group>
      <style>{'.ri-network-node:focus-visible { outline: none; } .ri-network-node:focus-visible circle { stroke: #fab005; stroke-width: 4px; }'}</style>
    </Paper>
  );
}
