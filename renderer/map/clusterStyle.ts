/**
 * How marker clusters look: one circle per cluster, larger as it holds more providers, with the
 * count written on it when it stands for more than one. Styles are cached by size because OL
 * calls the style function for every cluster on every frame.
 */
import type { FeatureLike } from 'ol/Feature';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { MapColours } from './mapColours';

/** Members of a cluster feature, as ol/source/Cluster stores them. */
export function clusterMembers(cluster: FeatureLike): FeatureLike[] {
  const members: unknown = cluster.get('features');
  return Array.isArray(members) ? (members as FeatureLike[]) : [];
}

/** Radius in pixels: 10 for one marker, growing slowly so big clusters do not cover a county. */
export function clusterRadius(size: number): number {
  return size <= 1 ? 10 : Math.min(26, 12 + Math.round(Math.log2(size) * 3));
}

export function createClusterStyle(colours: MapColours): (cluster: FeatureLike) => Style {
  const cache = new Map<number, Style>();
  return (cluster) => {
    const size = clusterMembers(cluster).length;
    let style = cache.get(size);
    if (!style) {
      style = new Style({
        image: new CircleStyle({
          radius: clusterRadius(size),
          fill: new Fill({ color: colours.marker }),
          stroke: new Stroke({ color: colours.onMarker, width: 2 }),
        }),
        text: size > 1
          ? new Text({ text: String(size), font: 'bold 12px sans-serif', fill: new Fill({ color: colours.onMarker }) })
          : undefined,
      });
      cache.set(size, style);
    }
    return style;
  };
}
