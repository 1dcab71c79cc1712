import { HydratesApart } from '../../../ui/HydratesApart';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AboutTiles } from '../components/AboutTiles';
import { AidRequestsTable } from '../components/AidRequestsTable';
import { Counters } from '../components/Counters';
import { Hero } from '../components/Hero';
import { LiveMapSection } from '../components/LiveMapSection';

/** / : hero, about, live map, counters, the aid table for donors. */
export function HomePage() {
  usePageTitle('page.home.title');
  return (
    <div className="home">
      <Hero />
      <div className="page">
        <AboutTiles />
        <HydratesApart>
          <LiveMapSection />
        </HydratesApart>
        <HydratesApart>
          <Counters />
        </HydratesApart>
        <HydratesApart>
          <AidRequestsTable />
        </HydratesApart>
      </div>
    </div>
  );
}
