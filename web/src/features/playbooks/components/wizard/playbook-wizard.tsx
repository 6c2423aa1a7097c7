import { Badge, Box, Button, Container, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { PresenceBar } from '@/components/presence/presence-bar';
import { format } from 'date-fns';
import { FormProvider } from 'react-hook-form';
import { LuArrowLeft, LuArrowRight, LuCheck, LuSave } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { VersionConflictDialog } from '@/components/history/version-conflict-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PLAYBOOK_HISTORY_LABELS, playbookHistoryContent } from '../../lib/history-fields';
import { TOTAL_STEPS, WIZARD_STEPS } from '../../lib/playbook-form';
import { AiCampaignsPanel } from '../ai-campaigns-panel';
import { AiMessagingPanel } from '../ai-messaging-panel';
import { WizardComplianceProvider } from './field-compliance';
import { StepCampaigns } from './step-campaigns';
import { StepChannels } from './step-channels';
import { StepMessaging } from './step-messaging';
import { StepReview } from './step-review';
import { StepStrategy } from './step-strategy';
import {
  usePlaybookWizard,
  type PlaybookWizardOptions,
  type PlaybookWizardState,
} from './use-playbook-wizard';
import { WizardProgress } from './wizard-progress';

export type PlaybookWizardProps = PlaybookWizardOptions;

/**
 * The five-step playbook wizard (docs/product.md §2): create (`/playbooks/new`) or edit
 * (`/playbooks/{id}/edit`). Each step validates its own fields before moving on; Save Draft stores the
 * playbook as a draft (POST the first time, PUT after) and stays on the step (docs/product.md).
 * Its state and what it does: usePlaybookWizard (use-playbook-wizard.ts).
 */
export function PlaybookWizard(props: PlaybookWizardProps) {
  const wizard = usePlaybookWizard(props);
  const { mode, step, profile, conflict } = wizard;
  const title = mode === 'edit' ? 'Edit Marketing Playbook' : 'Create Marketing Playbook';
  useDocumentTitle(title);
  const current = WIZARD_STEPS[step - 1]!;

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <PlaybookWizardHeader wizard={wizard} title={title} playbookId={props.playbook?.id} />
        <PresenceBar />

        <Box
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="xl"
          p={{ base: '4', md: '5' }}
        >
          <WizardProgress step={step} furthest={wizard.furthest} onStepClick={(s) => void wizard.goTo(s)} />
        </Box>

        <FormProvider {...wizard.form}>
          <chakra.form
            onSubmit={wizard.onSubmit}
            noValidate
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            boxShadow="xs"
          >
            <Stack gap="1" px={{ base: '4', md: '8' }} pt={{ base: '5', md: '7' }} pb="5">
              <Heading
                as="h2"
                size="lg"
                id="wizard-step-title"
                ref={wizard.headingRef}
                tabIndex={-1}
                outline="none"
                scrollMarginTop="24"
              >
                {current.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {current.description}
              </Text>
            </Stack>
            <Box px={{ base: '4', md: '8' }} pb={{ base: '6', md: '8' }}>
              <WizardComplianceProvider profession={profile?.profession}>
                <PlaybookStep wizard={wizard} />
              </WizardComplianceProvider>
            </Box>

            <PlaybookWizardFooter wizard={wizard} />
          </chakra.form>
        </FormProvider>
      </Stack>
      <VersionConflictDialog
        conflict={conflict.current?.conflict ?? null}
        mine={playbookHistoryContent(conflict.current?.mine ?? {})}
        labels={PLAYBOOK_HISTORY_LABELS}
        onReload={conflict.reload}
        onClose={conflict.close}
        onResolve={conflict.resolve}
        resolving={conflict.resolving}
      />
    </Container>
  );
}

/** Back (to the playbook, the profile or the dashboard), the title, and the profile it is for. */
function PlaybookWizardHeader({
  wizard: { mode, profile, profileName },
  title,
  playbookId,
}: {
  wizard: PlaybookWizardState;
  title: string;
  playbookId: string | undefined;
}) {
  const backTo =
    mode === 'edit' && playbookId ? `/playbooks/${playbookId}` : profile ? `/icp/${profile.id}` : '/';
  const backLabel = mode === 'edit' ? 'Back to playbook' : profile ? 'Back to profile' : 'Back to dashboard';
  return (
    <Stack gap="3">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-3" color="fg.muted">
          <RouterLink to={backTo}>
            <LuArrowLeft /> {backLabel}
          </RouterLink>
        </Button>
      </Box>
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.01em">
          {title}
        </Heading>
        {profileName ? (
          <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>
              For <strong>{profileName}</strong>
            </Text>
            {profile?.type ? (
              <Badge size="sm" variant="outline">
                {profile.type.toUpperCase()}
              </Badge>
            ) : null}
          </HStack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Turn a client profile into messaging, channels, campaigns and metrics.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The step shown, with the AI panels of steps 2 and 4. */
function PlaybookStep({
  wizard: { step, icpChoice, ai, profile, profileName, goTo },
}: {
  wizard: PlaybookWizardState;
}) {
  switch (step) {
    case 1:
      return <StepStrategy icpOptions={icpChoice?.options} icpOptionsLoading={icpChoice?.loading ?? false} />;
    case 2:
      return <StepMessaging aiPanel={<AiMessagingPanel {...ai.messaging} />} />;
    case 3:
      return <StepChannels suggestedChannels={profile?.preferredChannels ?? []} />;
    case 4:
      return <StepCampaigns aiPanel={<AiCampaignsPanel {...ai.campaigns} />} />;
    case 5:
      return <StepReview icpName={profileName} onEdit={(s) => void goTo(s)} />;
    default:
      return null;
  }
}

/** Previous; when the draft was saved, Save Draft; Next, or the final Create / Save Changes. */
function PlaybookWizardFooter({ wizard }: { wizard: PlaybookWizardState }) {
  const { mode, step, goTo, busy, pendingAction, draftSavedAt } = wizard;
  const finalLabel = mode === 'edit' ? 'Save Changes' : 'Create Playbook';
  return (
    <Stack
      direction={{ base: 'column-reverse', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      px={{ base: '4', md: '8' }}
      py="4"
      borderTopWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      borderBottomRadius="xl"
    >
      <Button
        type="button"
        variant="outline"
        onClick={() => void goTo(step - 1)}
        disabled={step === 1 || busy}
      >
        <LuArrowLeft /> Previous
      </Button>
      <Stack
        direction={{ base: 'column-reverse', sm: 'row' }}
        gap="3"
        align={{ base: 'stretch', sm: 'center' }}
      >
        {draftSavedAt ? (
          <Text fontSize="xs" color="fg.muted" textAlign="center" aria-live="polite">
            Draft saved at {format(draftSavedAt, 'h:mm a')}
          </Text>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          colorPalette="brand"
          onClick={() => void wizard.saveDraft()}
          loading={pendingAction === 'draft'}
          loadingText="Saving..."
          disabled={busy}
        >
          <LuSave /> Save Draft
        </Button>
        {step < TOTAL_STEPS ? (
          <Button key="next" type="submit" colorPalette="brand" disabled={busy}>
            Next <LuArrowRight />
          </Button>
        ) : (
          <Button
            key="finish"
            type="submit"
            colorPalette="brand"
            loading={pendingAction === 'final'}
            loadingText={mode === 'edit' ? 'Saving...' : 'Creating...'}
            disabled={busy}
          >
            <LuCheck /> {finalLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
