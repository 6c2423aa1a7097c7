import { Navigate, useLocation, useParams } from 'react-router-dom';

/** docs/product.md: /playbook/{id} and /playbook/new go to /playbooks/..., keeping the query string. */
export function LegacyPlaybookRedirect() {
  const { id = '' } = useParams<{ id: string }>();
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: `/playbooks/${encodeURIComponent(id)}`, search, hash }} replace />;
}
