/**
 * /admin: the back office behind the admin gate, in six tabs (dashboard, products, categories, brands,
 * orders and price lists). The open tab and its filters are kept in the URL (`?tab=products&q=...`)
 * so a reload or a shared link lands on the same view; each tab mounts only while shown, so it loads
 * its data only when opened.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { parseAdminOrdersFilters } from '../admin-orders.ts';
import { ADMIN_TABS, type AdminSearch, type AdminTab } from '../admin-tabs.ts';
import { AdminGate } from './admin-gate.tsx';
import { AdminBrandsTab } from './admin-brands-tab.tsx';
import { AdminCategoriesTab } from './admin-categories-tab.tsx';
import { AdminOrdersTab } from './admin-orders-tab.tsx';
import { AdminOverviewTab } from './admin-overview-tab.tsx';
import { AdminPriceListsTab } from './admin-price-lists-tab.tsx';
import { AdminProductsTab } from './admin-products-tab.tsx';

const TAB_CLASS =
  'shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 ' +
  'hover:text-slate-900 data-[state=active]:border-orange-600 data-[state=active]:text-slate-900';

const LABELS = {
  dashboard: 'adminDash.tabDashboard',
  products: 'adminDash.tabProducts',
  categories: 'adminDash.tabCategories',
  brands: 'adminDash.tabBrands',
  orders: 'adminDash.tabOrders',
  'price-lists': 'adminDash.tabPriceLists',
} as const;

interface Props {
  /** The URL's search: the tab, the product search `q` and the orders tab's filters. */
  search: AdminSearch;
  onSearchChange: (search: AdminSearch) => void;
}

export function AdminDashboardPage(props: Props) {
  return (
    <AdminGate>
      <Dashboard {...props} />
    </AdminGate>
  );
}

function Dashboard({ search, onSearchChange }: Props) {
  const t = useT();
  const { user } = useAuth();
  useDocumentTitle(t('adminDash.documentTitle', { shop: SHOP_NAME }));
  const tab = search.tab ?? 'dashboard';
  // Each tab keeps only its own part of the URL.
  const onTabChange = (next: AdminTab) => onSearchChange(next === 'dashboard' ? {} : { tab: next });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.dashboardTitle')}</h1>
      <p className="mt-1 text-slate-600">{t('admin.dashboardIntro', { name: user?.firstName ?? '' })}</p>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => onTabChange(value as AdminTab)}
        className="mt-6"
        activationMode="manual"
      >
        <Tabs.List
          aria-label={t('adminDash.tabsLabel')}
          className="flex overflow-x-auto border-b border-slate-200"
        >
          {ADMIN_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {t(LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard" className="pt-6 outline-none">
          <AdminOverviewTab onOpenProducts={() => onTabChange('products')} />
        </Tabs.Content>
        <Tabs.Content value="products" className="pt-6 outline-none">
          <AdminProductsTab
            search={search.q ?? ''}
            onSearch={(q) => onSearchChange({ tab: 'products', q: q || undefined })}
          />
        </Tabs.Content>
        <Tabs.Content value="categories" className="pt-6 outline-none">
          <AdminCategoriesTab />
        </Tabs.Content>
        <Tabs.Content value="brands" className="pt-6 outline-none">
          <AdminBrandsTab />
        </Tabs.Content>
        <Tabs.Content value="orders" className="pt-6 outline-none">
          <AdminOrdersTab
            filters={parseAdminOrdersFilters(search)}
            onFiltersChange={(filters) => onSearchChange({ tab: 'orders', ...filters })}
          />
        </Tabs.Content>
        <Tabs.Content value="price-lists" className="pt-6 outline-none">
          <AdminPriceListsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
