import './custom-build.css';
import { useEffect, useRef } from 'react';
import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';
import { Badge, Button, PageShell } from '@tm/platform';
import { ChatPanel } from './chat-panel';
import { HowItWorks } from './how-it-works';
import { SummaryCard } from './summary-card';
import { useCustomBuild } from './use-custom-build';

/**
 * /custom-build (docs/product/storefront.md §2, decision 036): chat with the consultant, get a priced summary,
 * check out.
 */
export function CustomBuildPage() {
  const build = useCustomBuild();
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const chatInput = useRef<HTMLTextAreaElement>(null);
  // Where the keyboard goes after Generate Build Summary and Start a new quote: the button pressed
  // disappears, so the focus moves on (never left on <body>): to the new summary's heading, to the
  // chat input when the summary failed (the toast says why), and to the chat input for a new quote.
  const focusNext = useRef<{ to: 'summary'; from: string | null } | { to: 'chat' } | null>(null);
  const summaryId = build.summary?.id ?? null;
  const waiting = build.phase === 'summary';
  useEffect(() => {
    const next = focusNext.current;
    if (!next || waiting) return;
    focusNext.current = null;
    if (next.to === 'summary' && summaryId !== next.from) summaryHeading.current?.focus();
    else chatInput.current?.focus();
  }, [summaryId, waiting]);

  const generate = () => {
    focusNext.current = { to: 'summary', from: summaryId };
    void build.generateSummary();
  };
  const startOver = () => {
    focusNext.current = { to: 'chat' };
    build.startOver();
  };

  return (
    <PageShell
      title="Custom Website Build"
      subtitle={`Tell our AI consultant what you need and get a fixed price in minutes. ${CUSTOM_BUILD_DELIVERY.promise}`}
      actions={<Badge variant="secondary">AI Consultant</Badge>}
      width="wide"
    >
      <div className="cb-layout">
        <div className="cb-main">
          <ChatPanel
            ref={chatInput}
            messages={build.messages}
            pending={build.pending && build.phase !== 'summary'}
            locked={build.phase === 'summary'}
            send={build.send}
          />
          {build.canGenerate ? (
            <Button size="lg" block onClick={generate}>
              {build.summary ? 'Update Build Summary' : 'Generate Build Summary'}
            </Button>
          ) : null}
          {build.phase === 'summary' ? (
            <p className="tm-muted" role="status">
              Preparing your summary...
            </p>
          ) : null}
        </div>
        {build.summary ? (
          <SummaryCard
            ref={summaryHeading}
            summary={build.summary}
            proceeding={build.proceeding}
            onProceed={() => void build.proceedToCheckout()}
            onStartOver={startOver}
          />
        ) : (
          <HowItWorks />
        )}
      </div>
    </PageShell>
  );
}
