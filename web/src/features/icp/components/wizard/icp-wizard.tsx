import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PresenceBar } from '@/components/presence/presence-bar';
import { LuArrowLeft, LuArrowRight, LuCloudUpload, LuSave } from 'react-icons/lu';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { VersionConflictDialog } from '@/components/history/version-conflict-dialog';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ICP_STEP_COUNT, ICP_WIZARD_STEPS } from '../../lib/icp-form';
import { ICP_HISTORY_LABELS, icpHistoryContent } from '../../lib/history-fields';
import { ClientBanner } from '../client-banner';
import { SuggestionChips } from '../suggestion-chips';
import { SaveStatus } from './save-status';
import { StepBasicInfo } from './step-basic-info';
import { StepBuyerJourney } from './step-buyer-journey';
import { StepClientDetails } from './step-client-details';
import { StepPainPoints } from './step-pain-points';
import { StepPsychology } from './step-psychology';
import { useIcpWizard, type IcpWizardOptions, type IcpWizardState } from './use-icp-wizard';
import { WizardProgress } from './wizard-progress';

export interface IcpWizardProps extends IcpWizardOptions {
  /** Shown above the form when the requested draft could not be loaded. */
  draftError?: string | null;
}

/**
 * The five-step ICP wizard (docs/product.md §2; docs/product.md: per-step validation, /icp/{id}/edit). Creates
 * with POST (or, in client mode, POST /api/advisor/icp) and edits with PUT. In create mode it keeps a
 * draft: Save Draft, and an auto-save 30 s after the last change once the profile has a name.
 * Its state and what it does: useIcpWizard (use-icp-wizard.ts).
 */
export function IcpWizard({ draftError, ...options }: IcpWizardProps) {
  const wizard = useIcpWizard(options);
  const { isEdit, form, step } = wizard;
  const { clientId, icpId } = options;
  const title = isEdit ? 'Edit Ideal Client Profile' : 'Create Ideal Client Profile';
  useDocumentTitle(title);
  const current = ICP_WIZARD_STEPS[step - 1]!;
  const backTo = isEdit && icpId ? `/icp/${icpId}` : '/';
  const clientError = wizard.client.error instanceof Error ? wizard.client.error.message : null;

  return (
    <Container maxW="4xl" pt={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Box ref={wizard.topRef} scrollMarginTop="20" />
      <Button asChild variant="ghost" size="sm" ms="-3" mb="3" color="fg.muted">
        <RouterLink to={backTo}>
          <LuArrowLeft /> {isEdit ? 'Back to profile' : 'Back to dashboard'}
        </RouterLink>
      </Button>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2" mb="6" maxW="2xl">
        {isEdit
          ? 'Update any step and save your changes. Your quality score stays until you re-analyze.'
          : 'Five short steps to describe the client you serve best. Only the name is required; the more you add, the better your score and playbooks.'}
      </Text>

      <Stack gap="4" mb="6">
        <PresenceBar />
        {draftError ? (
          <Alert.Root status="error" variant="subtle" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{draftError}</Alert.Title>
              <Alert.Description>You are starting from a blank profile instead.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {clientId && !isEdit ? (
          <ClientBanner client={wizard.client.data} loading={wizard.client.isPending} error={clientError} />
        ) : null}
      </Stack>

      <FormProvider {...form}>
        <form onSubmit={wizard.onFormSubmit} noValidate aria-label={title}>
          <Card.Root borderRadius="2xl" boxShadow="sm" borderColor="border.muted" overflow="hidden">
            <Box px={{ base: '4', md: '8' }} pt={{ base: '5', md: '7' }} pb="5">
              <WizardProgress
                steps={ICP_WIZARD_STEPS}
                current={step}
                completion={wizard.completion}
                onSelect={(s) => void wizard.goTo(s)}
                disabled={wizard.pending}
              />
            </Box>
            <Separator borderColor="border.muted" />
            <Card.Body px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
              <Box mb="6">
                <Heading as="h2" size="lg" ref={wizard.headingRef} tabIndex={-1} outline="none">
                  {current.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm" mt="1">
                  {step === 2
                    ? wizard.type === 'b2c'
                      ? 'Who they are: demographics, and where they live.'
                      : 'Who they are: firmographics, and where they operate.'
                    : current.description}
                </Text>
              </Box>
              <IcpStep wizard={wizard} />
            </Card.Body>
            <Separator borderColor="border.muted" />
            <IcpWizardFooter wizard={wizard} clientId={clientId} />
          </Card.Root>
        </form>
      </FormProvider>

      <IcpWizardDialogs wizard={wizard} />
    </Container>
  );
}

/** The step shown, with the AI suggestion chips of steps 2, 4 and 5. */
function IcpStep({ wizard: { step, chips } }: { wizard: IcpWizardState }) {
  switch (step) {
    case 1:
      return <StepBasicInfo />;
    case 2:
      return <StepClientDetails suggestions={<SuggestionChips {...chips.demographics} />} />;
    case 3:
      return <StepPsychology />;
    case 4:
      return <StepPainPoints suggestions={<SuggestionChips {...chips.painPoints} />} />;
    default:
      return <StepBuyerJourney suggestions={<SuggestionChips {...chips.channels} />} />;
  }
}

/** Previous; the save status and Save Draft (creating); Next, or the final Create / Save Changes. */
function IcpWizardFooter({ wizard, clientId }: { wizard: IcpWizardState; clientId?: string | null }) {
  const { isEdit, step, goTo, pending, drafts, dirty } = wizard;
  const finalLabel = isEdit ? 'Save Changes' : clientId ? 'Create ICP for Client' : 'Create Profile';
  return (
    <Card.Footer
      px={{ base: '4', md: '8' }}
      py="4"
      bg="bg.subtle"
      flexDirection={{ base: 'column-reverse', md: 'row' }}
      alignItems={{ base: 'stretch', md: 'center' }}
      justifyContent="space-between"
      gap="3"
    >
      <Button
        type="button"
        variant="outline"
        onClick={() => void goTo(step - 1)}
        disabled={step === 1 || pending}
      >
        <LuArrowLeft /> Previous
      </Button>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        align={{ base: 'stretch', sm: 'center' }}
        justify="flex-end"
      >
        {!isEdit ? (
          <HStack gap="3" justify={{ base: 'space-between', sm: 'flex-end' }}>
            <SaveStatus saving={drafts.saving} dirty={dirty} lastSaved={drafts.lastSaved} />
            <Button
              type="button"
              variant="ghost"
              colorPalette="brand"
              onClick={() => void drafts.saveDraftNow()}
              loading={drafts.saving}
              loadingText="Save Draft"
              disabled={pending}
            >
              <LuSave /> Save Draft
            </Button>
          </HStack>
        ) : (
          <SaveStatus saving={false} dirty={dirty} lastSaved={null} />
        )}
        {isEdit && step < ICP_STEP_COUNT ? (
          <Button
            key="save-now"
            type="button"
            variant="outline"
            colorPalette="brand"
            onClick={wizard.saveNow}
            disabled={pending}
            loading={pending}
            loadingText="Saving…"
          >
            <LuSave /> Save Changes
          </Button>
        ) : null}
        {step < ICP_STEP_COUNT ? (
          <Button
            key="next"
            type="button"
            colorPalette="brand"
            onClick={() => void goTo(step + 1)}
            disabled={pending}
          >
            Next <LuArrowRight />
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            colorPalette="brand"
            onClick={wizard.onFinalClick}
            disabled={!wizard.form.formState.isValid || pending}
            loading={pending}
            loadingText={isEdit ? 'Saving…' : 'Creating…'}
          >
            {isEdit ? <LuSave /> : <LuCloudUpload />} {finalLabel}
          </Button>
        )}
      </Stack>
    </Card.Footer>
  );
}

/** A save refused by someone else's (their version or the differences), and "Leave without saving?". */
function IcpWizardDialogs({ wizard: { conflict, blocker, isEdit } }: { wizard: IcpWizardState }) {
  return (
    <>
      <VersionConflictDialog
        conflict={conflict.current?.conflict ?? null}
        mine={icpHistoryContent(conflict.current?.mine ?? {})}
        labels={ICP_HISTORY_LABELS}
        onReload={conflict.reload}
        onClose={conflict.close}
        onResolve={conflict.resolve}
        resolving={conflict.resolving}
      />

      <ConfirmActionDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave without saving?"
        description={
          isEdit
            ? 'Your changes to this profile have not been saved and will be lost.'
            : 'Your latest changes have not been saved. Stay and use Save Draft to pick up where you left off later.'
        }
        cancelLabel="Stay"
        confirmLabel="Leave"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </>
  );
}
