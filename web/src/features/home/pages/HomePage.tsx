import { PagePlaceholder } from '../../../ui/PagePlaceholder';

export function HomePage() {
  return <PagePlaceholder title="page.home.title" />;
}
