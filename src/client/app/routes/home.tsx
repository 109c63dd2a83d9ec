// /home: the landing page built in the admin's HOME Builder. Lazy-loaded: /promo, where most
// visitors land, does not download it.
import { defaultHomeData } from '#shared/home-page';
import { useHomeData } from '../../api/home-builder';
import { HomeView } from '../../features/home-builder/components/page/home-view';
import { PageLoading } from '../layout/page-loading';

export default function HomePage() {
  const home = useHomeData();
  if (home.isPending) {
    return <PageLoading />;
  }
  // The load falls back to the local copy or the defaults by itself; this is for a bug in that path.
  return <HomeView data={home.data?.data ?? defaultHomeData()} />;
}
