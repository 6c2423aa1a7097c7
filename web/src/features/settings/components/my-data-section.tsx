import { Box } from '@chakra-ui/react';
import { DownloadButton } from '@/components/download-button';
import { routeRequest } from '@/lib/api-client';
import { AccountSection } from './account-section';

/** "Download my data": one JSON file with the account, profiles, drafts, playbooks and notes. */
/** The download's name when the server names none (the server's Content-Disposition names it). */
const FALLBACK_FILE_NAME = 'icp-studio-my-data.json';

export function MyDataSection() {
  return (
    <AccountSection
      id="account-data"
      title="Your data"
      description="Download a copy of your account, profiles, drafts, playbooks and notes as one file that other software can read. Passwords and AI keys are never included."
    >
      <Box>
        <DownloadButton
          size="md"
          url={() => routeRequest('exportMe', {}).url}
          fallbackName={FALLBACK_FILE_NAME}
          failure="Could not download your data"
        >
          Download my data
        </DownloadButton>
      </Box>
    </AccountSection>
  );
}
