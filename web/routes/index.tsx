/**
 * Home page: hero with the vehicle finder, category tiles, brands, top products, makes, how it works.
 * A signed-in shopper also gets their own block under the hero: recent orders with "Order again",
 * parts for the chosen vehicle and recently viewed products (features plugged together here).
 */
import { createFileRoute } from '@tanstack/react-router';
import { useReorder } from '../features/cart/reorder.ts';
import { HomePage } from '../features/catalog/components/landing/home-page.tsx';
import { WelcomeBack } from '../features/catalog/components/landing/welcome-back.tsx';
import { RecentOrders } from '../features/orders/components/recent-orders.tsx';
import { useChosenVehicle } from '../features/vehicles/chosen-vehicle.ts';
import { VehicleFinder } from '../features/vehicles/components/vehicle-finder.tsx';
import { vehicleLabel } from '../features/vehicles/vehicle-label.ts';
import { useAuth } from '../lib/auth.ts';
import { useT } from '../lib/i18n.ts';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const t = useT();
  const { user } = useAuth();
  const chosen = useChosenVehicle();
  const reorder = useReorder();
  const vehicle = chosen ? { id: chosen.id, label: vehicleLabel(chosen, t) } : chosen;
  return (
    <HomePage
      finder={<VehicleFinder />}
      account={
        user ? (
          <WelcomeBack
            firstName={user.firstName}
            orders={<RecentOrders onReorder={reorder} />}
            vehicle={vehicle}
          />
        ) : null
      }
    />
  );
}
