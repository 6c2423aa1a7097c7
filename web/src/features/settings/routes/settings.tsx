import { LuSettings } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the settings page (/settings); replaced by the settings issue. */
export function SettingsPage() {
  return (
    <ComingSoon
      title="Settings"
      description="Choose the AI provider behind your suggestions (built-in AI, OpenAI, Anthropic, Google Gemini or a custom endpoint) and manage your account."
      icon={<LuSettings />}
      backTo="/"
    />
  );
}
