import { PROFESSIONS, type AiSettingsOptions } from '@icp-studio/contracts';
import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuBuilding2, LuCpu } from 'react-icons/lu';

/**
 * What "built-in AI" means on this installation (docs/engine.md): the provider the operator configured
 * for everyone, or, when none is, the offline engine that ships with ICP Studio.
 */
export function BuiltinExplainer({ options, active }: { options: AiSettingsOptions; active: boolean }) {
  const { builtin } = options;
  const offline = builtin.provider === 'builtin';
  const providerLabel =
    options.providers.find((p) => p.id === builtin.provider)?.label ??
    builtin.provider.charAt(0).toUpperCase() + builtin.provider.slice(1);

  return (
    <Stack gap="2" mt="3" fontSize="sm" data-testid="builtin-explainer">
      <HStack gap="2" align="start" color={active ? 'fg' : 'fg.muted'}>
        <Icon boxSize="4" mt="0.5" flexShrink={0} color={active ? 'brand.fg' : 'fg.muted'}>
          {offline ? <LuCpu /> : <LuBuilding2 />}
        </Icon>
        {offline ? (
          <Text>
            <Text as="span" fontWeight="semibold">
              ICP Studio&apos;s built-in AI engine.
            </Text>{' '}
            It ships with ICP Studio and runs on this server: instant answers, nothing sent to an outside AI
            company, no account or API key. It draws on a knowledge base for {PROFESSIONS.length} service
            professions and on what you write in your profile.
          </Text>
        ) : (
          <Text>
            <Text as="span" fontWeight="semibold">
              {providerLabel}
              {builtin.model ? ` (${builtin.model})` : ''}, set up for this installation.
            </Text>{' '}
            Your administrator connected it for everyone: no account or API key needed on your side.
          </Text>
        )}
      </HStack>
      {!active ? (
        <Text color="fg.muted" ps="6">
          Turn it back on at any time: your provider settings below are kept.
        </Text>
      ) : null}
    </Stack>
  );
}
