import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CUSTOM_BUILD_API,
  CUSTOM_BUILD_GREETING,
  CUSTOM_BUILD_LIMITS,
  CUSTOM_BUILD_TEXTS,
  summaryAllowed,
  type ChatPhase,
} from '@tm/contracts/custom-build';
import type { ChatMessage, ChatReply, CustomBuildRequirements, CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { PAGES } from '@tm/contracts/routes';
import {
  addCustomBuildToCart,
  forgetSummary,
  loginPathFor,
  markCustomBuildCheckout,
  postJson,
  readStoredSummary,
  storeSummary,
  toast,
  useSession,
} from '@tm/platform';

export interface ShownMessage extends ChatMessage {
  id: number;
}

const greeting = (): ShownMessage => ({ id: 0, role: 'assistant', content: CUSTOM_BUILD_GREETING });

/**
 * The custom build page's state (docs/product/storefront.md §2/§4): the conversation, the requirements the server
 * builds, the phase (gathering → summary → checkout), and the summary, kept in localStorage and
 * restored on load (a saved summary found on load means the checkout phase). Restored once the page is
 * in the browser: the server renders the page as a new visitor sees it (docs/decisions/056).
 */
export function useCustomBuild() {
  const navigate = useNavigate();
  const { status } = useSession();
  const [messages, setMessages] = useState<ShownMessage[]>(() => [greeting()]);
  const [requirements, setRequirements] = useState<CustomBuildRequirements | null>(null);
  const [phase, setPhase] = useState<ChatPhase>('gathering');
  const [summary, setSummary] = useState<CustomBuildSummary | null>(null);
  const [pending, setPending] = useState(false);
  const [serverFlag, setServerFlag] = useState(false);
  const [proceeding, setProceeding] = useState(false);
  /** A message was answered after the summary was made: the summary can be made again. */
  const [stale, setStale] = useState(false);
  const nextId = useRef(1);

  useEffect(() => {
    const stored = readStoredSummary();
    if (!stored) return;
    setSummary(stored);
    setPhase('checkout');
  }, []);

  /** Sends one message; resolves false when it failed (the page gives the text back to the input). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || pending || phase === 'summary') return false;
      const mine: ShownMessage = { id: nextId.current++, role: 'user', content: message };
      const history = messages.map(({ role, content }) => ({ role, content }));
      setMessages((list) => [...list, mine]);
      setPending(true);
      try {
        const reply = await postJson<ChatReply>(CUSTOM_BUILD_API.chat, {
          message,
          conversationHistory: history,
          currentRequirements: requirements,
          phase,
        });
        setMessages((list) => [...list, { id: nextId.current++, role: 'assistant', content: reply.message }]);
        setRequirements(reply.updatedRequirements);
        setServerFlag((flag) => flag || reply.shouldGenerateSummary);
        if (summary) setStale(true);
        return true;
      } catch {
        setMessages((list) => list.filter((m) => m.id !== mine.id));
        toast({ title: 'Error', description: CUSTOM_BUILD_TEXTS.chatFailed, variant: 'destructive' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [messages, pending, phase, requirements, summary],
  );

  const generateSummary = useCallback(async () => {
    setPhase('summary');
    setPending(true);
    try {
      // The chat goes with it: the studio reads it beside the summary (decision 097), within the chat's own limit.
      const conversationHistory = messages.slice(-CUSTOM_BUILD_LIMITS.maxHistoryEntries).map(({ role, content }) => ({ role, content }));
      const made = await postJson<CustomBuildSummary>(CUSTOM_BUILD_API.generateSummary, {
        requirements: requirements ?? {},
        conversationHistory,
      });
      storeSummary(made);
      setSummary(made);
      setStale(false);
      // The summary is shown: the chat stays open (a detail added later can update it), as after a reload.
      setPhase('checkout');
    } catch {
      // docs/product/storefront.md §4: back to gathering, and the button shows again (back to checkout when updating one).
      setPhase(summary ? 'checkout' : 'gathering');
      toast({ title: 'Error', description: CUSTOM_BUILD_TEXTS.summaryFailed, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }, [messages, requirements, summary]);

  const proceedToCheckout = useCallback(async () => {
    if (!summary || proceeding) return;
    if (status !== 'authenticated') {
      // docs/product/storefront.md §4/§5: signed out, the visitor signs in first and comes back with the summary saved.
      toast({ ...CUSTOM_BUILD_TEXTS.loginRequired, variant: 'destructive' });
      markCustomBuildCheckout();
      void navigate(loginPathFor(PAGES.customBuild));
      return;
    }
    setProceeding(true);
    try {
      setSummary(await addCustomBuildToCart(summary));
      toast(CUSTOM_BUILD_TEXTS.added);
      void navigate(PAGES.checkout);
    } catch {
      toast({ title: 'Error', description: CUSTOM_BUILD_TEXTS.addToCartFailed, variant: 'destructive' });
      setProceeding(false);
    }
  }, [navigate, proceeding, status, summary]);

  /** Drops the summary and the conversation: a new quote. */
  const startOver = useCallback(() => {
    forgetSummary();
    setSummary(null);
    setRequirements(null);
    setServerFlag(false);
    setStale(false);
    setMessages([greeting()]);
    setPhase('gathering');
  }, []);

  // docs/product/storefront.md §4 before a summary; afterwards, once the visitor has added something to it.
  const canGenerate = !pending && phase !== 'summary' && (summary ? stale : summaryAllowed(messages, serverFlag));
  return { messages, phase, pending, summary, canGenerate, proceeding, send, generateSummary, proceedToCheckout, startOver };
}
