/**
 * The map's data side without a canvas: markers become projected points, clusters grow with
 * their size and show their count.
 */
import { describe, expect, it } from 'vitest';
import Feature from 'ol/Feature';
import { toLonLat } from 'ol/proj';
import type Point from 'ol/geom/Point';
import { clusterMembers, clusterRadius, createClusterStyle } from '../../../renderer/map/clusterStyle';
import { toMarkerFeatures } from '../../../renderer/map/mapMarker';

describe('markers', () => {
  it('become points in Web Mercator with the marker id', () => {
    const [feature] = toMarkerFeatures([{ id: 'p1', lon: 19.04, lat: 47.5, label: 'Buda' }]);
    expect(feature!.getId()).toBe('p1');
    const [lon, lat] = toLonLat(feature!.getGeometry()!.getCoordinates());
    expect(lon).toBeCloseTo(19.04, 6);
    expect(lat).toBeCloseTo(47.5, 6);
  });

  it('markers with impossible coordinates are left off the canvas', () => {
    expect(toMarkerFeatures([
      { id: 'a', lon: Number.NaN, lat: 47, label: 'a' },
      { id: 'b', lon: 19, lat: 95, label: 'b' },
      { id: 'c', lon: 19, lat: 47, label: 'c' },
    ]).map((f) => f.getId())).toEqual(['c']);
  });
});

describe('clusters', () => {
  const colours = { marker: '#000001', onMarker: '#000002', land: '#000003', border: '#000004', text: '#000005' };
  const cluster = (size: number) => new Feature({ features: Array.from({ length: size }, () => new Feature<Point>()) });

  it('members are read from the cluster feature', () => {
    expect(clusterMembers(cluster(3))).toHaveLength(3);
    expect(clusterMembers(new Feature())).toEqual([]);
  });

  it('radius grows with size and is capped', () => {
    expect(clusterRadius(1)).toBe(10);
    expect(clusterRadius(2)).toBeGreaterThan(10);
    expect(clusterRadius(50)).toBeGreaterThan(clusterRadius(5));
    expect(clusterRadius(100000)).toBe(26);
  });

  it('a single marker has no count label; a cluster shows its count; styles are cached', () => {
    const style = createClusterStyle(colours);
    expect(style(cluster(1)).getText()).toBeFalsy();
    expect(style(cluster(7)).getText()?.getText()).toBe('7');
    expect(style(cluster(7))).toBe(style(cluster(7)));
  });
});
