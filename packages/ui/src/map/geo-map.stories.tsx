import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { GeoMap, GeoMapFollow, type GeoMapTiles, type GeoPoint } from './geo-map.tsx';
import { GeoMapMarker, GeoMapStop, GeoMapTrack } from './geo-map-layers.tsx';

// Stories never reach a tile server: a local grid drawn as every tile.
const gridTile =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1f4"/><path d="M0 0H256V256" fill="none" stroke="#cfd6dd"/></svg>',
  );
const localTiles: GeoMapTiles = { url: gridTile, attribution: '&copy; OpenStreetMap' };

const leon: GeoPoint = { latitude: 21.1221, longitude: -101.6827 };
const stops = [
  { order: 1, name: 'Plaza Mayor', location: { latitude: 21.1579, longitude: -101.6954 } },
  { order: 2, name: 'Centro', location: { latitude: 21.1221, longitude: -101.6827 } },
  { order: 3, name: 'Puerto Interior', location: { latitude: 20.9741, longitude: -101.4403 } },
];
const track: GeoPoint[] = [
  { latitude: 21.1579, longitude: -101.6954 },
  { latitude: 21.14, longitude: -101.69 },
  { latitude: 21.1221, longitude: -101.6827 },
];

const meta = {
  title: 'UI/Map',
  component: GeoMap,
  args: { label: 'Mapa de la flotilla', center: leon, zoom: 12, tiles: localTiles },
} satisfies Meta<typeof GeoMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectUnit = fn();

/** Units as markers: buttons in the tab order; Enter selects. */
export const Markers: Story = {
  render: (args) => (
    <GeoMap {...args}>
      <GeoMapMarker
        position={leon}
        label="T-027"
        description="89-AK-3F · En ruta"
        tone="success"
        onSelect={() => selectUnit('T-027')}
      />
      <GeoMapMarker
        position={stops[0]!.location}
        label="T-031"
        description="GT-1234 · Disponible"
        onSelect={() => selectUnit('T-031')}
      />
    </GeoMap>
  ),
  play: async ({ canvas }) => {
    const marker = await canvas.findByRole('button', { name: 'T-027' });
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('region', { name: 'Mapa de la flotilla' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Acercar' })).toBeVisible();
    await expect(canvas.getByText('OpenStreetMap', { exact: false })).toBeVisible();
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(selectUnit).toHaveBeenCalledWith('T-027');
  },
};

/** A route: dashed line through numbered stops, named for screen readers. */
export const RouteWithStops: Story = {
  args: { bounds: stops.map((stop) => stop.location) },
  render: (args) => (
    <GeoMap {...args} label="Mapa de la ruta León – Puerto Interior">
      <GeoMapTrack points={stops.map((stop) => stop.location)} variant="dashed" />
      {stops.map((stop) => (
        <GeoMapStop key={stop.order} position={stop.location} order={stop.order} name={stop.name} />
      ))}
    </GeoMap>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Parada 3: Puerto Interior')).toBeInTheDocument();
  },
};

function FollowDemo(args: React.ComponentProps<typeof GeoMap>) {
  const [index, setIndex] = useState(0);
  const position = track[index]!;
  return (
    <div className="grid gap-3">
      <GeoMap {...args}>
        <GeoMapTrack points={track.slice(0, index + 1)} />
        <GeoMapMarker
          position={position}
          label="T-027"
          tone="success"
          selected
          onSelect={() => {}}
        />
        <GeoMapFollow position={position} />
      </GeoMap>
      <button
        type="button"
        className="w-fit rounded-md border px-3 py-1"
        onClick={() => setIndex((i) => Math.min(i + 1, track.length - 1))}
      >
        Siguiente posición
      </button>
    </div>
  );
}

/** A followed unit: selected (ringed, pressed), its track drawn, the map pans to each fix. */
export const Following: Story = {
  render: (args) => <FollowDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const marker = await canvas.findByRole('button', { name: 'T-027' });
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente posición' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente posición' }));
    const region = canvas.getByRole('region');
    // The followed marker stays in the middle of the map.
    await waitFor(() => {
      const map = region.getBoundingClientRect();
      const pin = canvas.getByRole('button', { name: 'T-027' }).getBoundingClientRect();
      expect(Math.abs(pin.left + pin.width / 2 - (map.left + map.width / 2))).toBeLessThan(4);
      expect(Math.abs(pin.top + pin.height / 2 - (map.top + map.height / 2))).toBeLessThan(4);
    });
    await expect(canvasElement.querySelector('path.stroke-primary')).not.toBeNull();
  },
};

/** Without a tile source: markers and lines on a plain background. */
export const NoTiles: Story = {
  args: { tiles: null },
  render: (args) => (
    <GeoMap {...args}>
      <GeoMapMarker position={leon} label="T-027" tone="muted" />
    </GeoMap>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('T-027')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'T-027' })).toBeNull();
  },
};
