/**
 * What the catalogue screens need from other features, declared here and wired by the app shell
 * (web/routes/__root.tsx): the cart and wishlist actions of product cards and the product page, and
 * the chosen vehicle that narrows lists. Features never import each other; the
 * catalogue states the shape it needs and the route layer plugs the cart, wishlist and vehicles
 * features in.
 */
import { createContext, use, type ComponentType, type ReactNode } from 'react';

export interface AddToCartOptions {
  /** 'card' (default) or 'detail': picks the error message of the screen. */
  context?: 'card' | 'detail';
}

export interface AddToCartState {
  /** Resolves true once added, false when it failed (the notification is already shown). */
  addToCart: (productId: number, quantity: number, options?: AddToCartOptions) => Promise<boolean>;
  pending: boolean;
  /** True for 3 s after a success: the button says 'Added'. */
  added: boolean;
  /**
   * Adding or 'Added' right now, read at the moment of a press: a second press before the button has
   * re-rendered must not add again.
   */
  isBusy: () => boolean;
}

export interface WishlistToggleState {
  saved: boolean;
  pending: boolean;
  toggle: () => Promise<void>;
}

export interface CatalogSlots {
  useAddToCart: () => AddToCartState;
  useWishlistToggle: (productId: number, options?: { context?: 'card' | 'detail' }) => WishlistToggleState;
  /** The chosen vehicle's id: undefined while it is being read (do not fetch yet), null for none. */
  useVehicleId: () => number | null | undefined;
  /**
   * Keeps a list's `vehicle` URL parameter and the garage's choice in step: a link naming a vehicle
   * puts it in the garage, a vehicle chosen (or cleared) puts it in (or takes it out of) the URL.
   */
  useVehicleParam: (urlVehicle: number | undefined, setUrlVehicle: (id: number | undefined) => void) => void;
  /** The "Parts for <vehicle>" chip with its clear button; renders nothing without a vehicle. */
  VehicleChip: ComponentType<{ className?: string }>;
}

const CatalogSlotsContext = createContext<CatalogSlots | null>(null);

export function CatalogSlotsProvider({ slots, children }: { slots: CatalogSlots; children: ReactNode }) {
  return <CatalogSlotsContext value={slots}>{children}</CatalogSlotsContext>;
}

export function useCatalogSlots(): CatalogSlots {
  const slots = use(CatalogSlotsContext);
  if (!slots) throw new Error('Catalogue screens need <CatalogSlotsProvider> (web/routes/__root.tsx)');
  return slots;
}
