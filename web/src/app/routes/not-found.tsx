import { StatusPage } from '../../components/status-page';

export function NotFoundRoute() {
  return (
    <StatusPage
      className="container"
      code="404"
      head={{ title: 'Page not found', description: 'The page you were looking for doesn’t exist, or it may have moved. Find local businesses, products and events across India on Sbiz.' }}
      title="Page not found"
      text="The page you were looking for doesn’t exist, or it may have moved."
    />
  );
}
