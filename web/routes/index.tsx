/** Home page: the hero for now; later issues add the vehicle finder, tiles, brands and top products. */
import { createFileRoute } from '@tanstack/react-router';
import { Hero } from '../features/home/components/hero.tsx';

export const Route = createFileRoute('/')({
  component: Hero,
});
