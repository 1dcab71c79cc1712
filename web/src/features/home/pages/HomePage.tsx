import { PagePlaceholder } from '../../../ui/PagePlaceholder';

export function HomePage() {
  return <PagePlaceholder titleId="page.home.title" />;
}
