import { HandpickedProject } from './handpicked-project';
import { MapTeaser, MarketInsights, TrustPoints } from './home-extras';
import { HomeFooter } from './home-footer';
import { SaleRail } from './sale-rail';
import './home-below-fold.css';

/** Everything under the hero and localities: a separate chunk so the first paint stays small. */
export default function HomeBelowFold() {
  return (
    <>
      <SaleRail />
      <HandpickedProject />
      <MapTeaser />
      <MarketInsights />
      <TrustPoints />
      <HomeFooter />
    </>
  );
}
