import './custom-build.css';
import { Badge, Button, PageShell } from '@tm/platform';
import { ChatPanel } from './chat-panel';
import { HowItWorks } from './how-it-works';
import { SummaryCard } from './summary-card';
import { useCustomBuild } from './use-custom-build';

/** /custom-build (storefront §2, issue 13): chat with the consultant, get a priced summary, check out. */
export function CustomBuildPage() {
  const build = useCustomBuild();
  return (
    <PageShell
      title="Custom Website Build"
      subtitle="Tell our AI consultant what you need and get a fixed price in minutes. Your starter site is delivered within 2 hours of payment."
      actions={<Badge variant="secondary">AI Consultant</Badge>}
      width="wide"
    >
      <div className="cb-layout">
        <div className="cb-main">
          <ChatPanel messages={build.messages} pending={build.pending && build.phase !== 'summary'} locked={build.phase === 'summary'} send={build.send} />
          {build.canGenerate ? (
            <Button size="lg" block onClick={() => void build.generateSummary()}>
              Generate Build Summary
            </Button>
          ) : null}
          {build.phase === 'summary' && !build.summary ? (
            <p className="tm-muted" role="status">
              Preparing your summary...
            </p>
          ) : null}
        </div>
        {build.summary ? (
          <SummaryCard summary={build.summary} proceeding={build.proceeding} onProceed={() => void build.proceedToCheckout()} onStartOver={build.startOver} />
        ) : (
          <HowItWorks />
        )}
      </div>
    </PageShell>
  );
}
