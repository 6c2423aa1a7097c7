import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { isWizardStep } from '@/hooks/use-step-in-url';
import { useSession } from '@/lib/auth/get-auth-check';
import { DRAFT_LOAD_ERROR, useDraft } from '../api/get-draft';
import { IcpWizard } from '../components/wizard/icp-wizard';
import { emptyIcpForm, toIcpForm } from '../lib/icp-form';

/**
 * `/icp/new`: the ICP wizard. `?draftId=` resumes a saved draft (form, step, last-saved time);
 * `?clientId=` creates the profile for a client (team members and admins).
 */
export function IcpNewPage() {
  // A new visit (even to the same address) starts a new wizard; a move between its steps (?step=) does not.
  const { key, state } = useLocation();
  const [visit, setVisit] = useState(key);
  if (!isWizardStep(state) && visit !== key) setVisit(key);
  return <IcpNewScreen key={visit} />;
}

function IcpNewScreen() {
  const [searchParams] = useSearchParams();
  // Read once: the wizard writes the draft it creates into the address without starting over.
  const [draftId] = useState(() => searchParams.get('draftId'));
  const [clientIdParam] = useState(() => searchParams.get('clientId'));
  const draft = useDraft(draftId);
  // A profile of one's own starts with one's own trade; one for a client, with the client's (the wizard
  // fills it in when the client is loaded).
  const { user } = useSession();

  if (draftId && draft.isPending) return <FullPageSpinner label="Loading draft..." minH="60vh" />;

  if (draftId && draft.data) {
    const d = draft.data;
    return (
      <IcpWizard
        mode="create"
        initialValues={toIcpForm(d.draftData)}
        initialStep={d.currentStep}
        draft={{ id: d.id, lastSaved: d.lastSaved }}
        clientId={d.clientId ?? clientIdParam}
      />
    );
  }

  return (
    <IcpWizard
      mode="create"
      initialValues={emptyIcpForm(clientIdParam ? null : (user?.profession ?? null))}
      clientId={clientIdParam}
      draftError={draftId && draft.isError ? DRAFT_LOAD_ERROR : null}
    />
  );
}
