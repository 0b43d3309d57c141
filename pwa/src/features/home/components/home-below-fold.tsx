import { RenderWhenNear } from '../../../components/ui/render-when-near';
import { HandpickedProject } from './handpicked-project';
import { MapTeaser, MarketInsights, TrustPoints } from './home-extras';
import { HomeFooter } from './home-footer';
import { SaleRail } from './sale-rail';
import './home-below-fold.css';

/**
 * Everything under the hero and localities: a separate chunk so the first paint stays small. The
 * sale rail starts inside a phone's first screen; the sections after it are built as the reader
 * scrolls towards them (each fetches its data then).
 */
export default function HomeBelowFold() {
  return (
    <>
      <SaleRail />
      <RenderWhenNear placeholder={<div className="home-below-placeholder" />}>
        <HandpickedProject />
        <MapTeaser />
        <MarketInsights />
        <TrustPoints />
        <HomeFooter />
      </RenderWhenNear>
    </>
  );
}
