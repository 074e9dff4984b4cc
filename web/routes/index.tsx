/** Home page: hero with the vehicle finder, category tiles, brands, top products, makes, how it works. */
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalog/components/landing/home-page.tsx';
import { VehicleFinder } from '../features/vehicles/components/vehicle-finder.tsx';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return <HomePage finder={<VehicleFinder />} />;
}
