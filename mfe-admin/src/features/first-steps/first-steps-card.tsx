import './first-steps.css';
import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { FIRST_STEP_TEXTS } from '@tm/contracts/shop-settings-first-steps';
import { PageLink, userMessage } from '@tm/platform';
import { setFirstStepsDismissed, useFirstSteps } from './first-steps-api';

/**
 * The admin panel's first-steps checklist: while a new shop still has steps to do (and not in the demo
 * store), each step with whether it is done and a link to where it is done. It goes by itself once
 * every step is done, or when an admin hides it (remembered in the shop's settings). Nothing shows
 * while it loads or when it cannot be read: the panel works without it.
 */
export function FirstStepsCard() {
  const { data, mutate } = useFirstSteps();
  const [hiding, setHiding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!data?.shown) return null;

  const done = data.steps.filter((step) => step.done).length;

  async function hide() {
    if (hiding) return;
    setHiding(true);
    setProblem(null);
    try {
      const answer = await setFirstStepsDismissed(true);
      // The card and its button go: focus goes to the page's heading rather than to the page's start.
      const heading = document.querySelector<HTMLElement>('.admin-page h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
      void mutate(answer, { revalidate: false });
    } catch (failure) {
      setProblem(userMessage(failure, 'The checklist could not be hidden. Please try again.'));
      setHiding(false);
    }
  }

  return (
    <Card
      className="first-steps"
      title={
        <Typography.Title level={2} className="first-steps__title">
          First steps
        </Typography.Title>
      }
      extra={
        <Button size="small" loading={hiding} onClick={() => void hide()}>
          Hide checklist
        </Button>
      }
    >
      <p className="first-steps__summary">
        {done} of {data.steps.length} done. Your shop is ready to sell once every step is ticked.
      </p>
      <ol className="first-steps__list">
        {data.steps.map(({ key, done: isDone }) => {
          const text = FIRST_STEP_TEXTS[key];
          return (
            <li key={key} className={isDone ? 'first-steps__step is-done' : 'first-steps__step'}>
              <span className="first-steps__tick" aria-hidden="true">
                {isDone ? '✓' : ''}
              </span>
              <div className="first-steps__body">
                <span className="first-steps__name">
                  {text.title}
                  <span className="first-steps__state">{isDone ? 'Done' : 'To do'}</span>
                </span>
                {isDone ? null : <p className="first-steps__todo">{text.todo}</p>}
                {!isDone && text.link ? (
                  <PageLink to={text.link.to} className="first-steps__link">
                    {text.link.label}
                  </PageLink>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {problem ? <Alert type="error" showIcon message={problem} className="first-steps__problem" /> : null}
    </Card>
  );
}
