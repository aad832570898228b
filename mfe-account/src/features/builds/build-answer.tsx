import { useEffect, useRef, useState } from 'react';
import { STUDIO_DESK_MESSAGES } from '@tm/contracts/studio-desk';
import type { BuyerBuild } from '@tm/contracts/studio-desk.schemas';
import { Alert, Button, Card, toast, userMessage } from '@tm/platform';
import { acceptBuild, requestChanges } from './build-api';
import { MessageComposer } from './message-composer';

/**
 * The buyer's answer to a delivered build (docs/product/back-office.md, Custom builds): Accept, after a
 * confirmation, or Request changes with a message, which uses one of the rounds included. Without a round
 * left the form stays and says why it is disabled, so the buyer knows to write a message instead.
 */
export function BuildAnswer({ data, onChanged }: { data: BuyerBuild; onChanged: (next: BuyerBuild) => void }) {
  const { build } = data;
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The confirmation replaces the Accept button that had the focus: it goes to the confirming button.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (build.stage === 'accepted') {
    return (
      <Card aria-label="Your answer" title="Your answer">
        <Alert variant="success">{STUDIO_DESK_MESSAGES.alreadyAccepted}</Alert>
      </Card>
    );
  }
  if (!data.canAccept && !data.canRequestChanges) return null;

  async function accept() {
    setPending(true);
    try {
      onChanged(await acceptBuild(build.orderItemId));
      toast({ variant: 'default', title: 'Thank you: the build is accepted.' });
    } catch (failure) {
      toast({ variant: 'destructive', title: userMessage(failure, 'The build could not be accepted. Please try again.') });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  const roundsText = `${data.roundsLeft} of ${build.revisionRounds} ${build.revisionRounds === 1 ? 'round' : 'rounds'} of changes left.`;
  return (
    <Card aria-label="Your answer" title="Your answer" description={`Accept the delivered site, or ask for changes. ${roundsText}`}>
      <div className="build-answer">
        {data.canAccept ? (
          confirming ? (
            <div className="build-answer__confirm" role="group" aria-label="Confirm acceptance">
              <p>Accept this build as finished? You cannot ask for changes to it afterwards.</p>
              <div className="build-answer__buttons">
                <Button ref={confirmButton} loading={pending} disabled={pending} onClick={() => void accept()}>
                  Yes, accept the build
                </Button>
                <Button
                  variant="ghost"
                  disabled={pending}
                  onClick={() => {
                    setConfirming(false);
                    window.setTimeout(() => acceptButton.current?.focus(), 0);
                  }}
                >
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <Button ref={acceptButton} onClick={() => setConfirming(true)}>
              Accept
            </Button>
          )
        ) : null}
        <MessageComposer
          label="What should change?"
          submitLabel="Request changes"
          disabled={!data.canRequestChanges || data.roundsLeft === 0}
          hint={data.roundsLeft === 0 ? STUDIO_DESK_MESSAGES.noRoundsLeft : 'Asking for changes uses one round.'}
          onSend={async (body) => {
            onChanged(await requestChanges(build.orderItemId, body));
            toast({ variant: 'default', title: 'Your changes were sent to the studio.' });
          }}
        />
      </div>
    </Card>
  );
}
