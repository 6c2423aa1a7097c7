import { Box } from '@chakra-ui/react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AiProviders } from '../components/ai-providers';
import { ClosingCta } from '../components/closing-cta';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { ProfessionsGrid } from '../components/professions-grid';

/** The public landing page at / for signed-out visitors (docs/product.md §2). */
export function LandingPage() {
  useDocumentTitle('AI-powered client profiling');
  return (
    <Box minH="100dvh" bg="bg">
      <LandingHeader />
      <Box as="main">
        <Hero />
        <FeaturesSection />
        <HowItWorks />
        <ProfessionsGrid />
        <AiProviders />
        <ClosingCta />
      </Box>
      <LandingFooter />
    </Box>
  );
}
