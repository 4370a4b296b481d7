// The page's one conversation: feeds the machine, shows its bot messages when
// their delay is up (the typing indicator meanwhile), and runs its effects.
// It lives in this module, not in the window, so closing and reopening the
// window (or moving to another page of the site) keeps the conversation; and
// it is kept in sessionStorage, so a reload of the page (or the browser
// bringing back a tab it had dropped) keeps it too.
import { attribution, sessionId } from "../../lib/attribution";
import { submitLead } from "../../lib/leadQueue";
import { randomId, tabGetJson, tabSet } from "../../lib/tabStorage";
import {
  GPS_OPTIONS,
  initialState,
  transition,
  type ChatMessage,
  type ChatState,
  type Effect,
  type Input,
  type Step,
} from "./machine";

export type Snapshot = { messages: ChatMessage[]; typing: boolean; step: Step };

const CHAT = "/api/chatbot-interactions";
const REQUEST = "/api/smart-analyzer";

const KEY = "rs.chat";
type Saved = { state: ChatState; clientRef: string };

// Storage off or a damaged entry: a new conversation.
const saved = tabGetJson<Saved>(KEY);
let state = saved?.state ?? initialState();
// Bot messages still waiting for their delay when the page went away show at once.
let snapshot: Snapshot = { messages: state.messages, typing: false, step: state.step };
let due = 0; // bot messages waiting for their delay
let locating = false;
const listeners = new Set<() => void>();

// One key for the whole conversation: its partial save, its end and their
// analyzer requests all land on the same two rows, also after a reload.
const clientRef = saved?.clientRef ?? randomId();

// Full or refused: the conversation lasts as long as the page.
const save = () => tabSet(KEY, JSON.stringify({ state, clientRef } satisfies Saved));

function publish(shown: ChatMessage[] = []) {
  snapshot = {
    messages: shown.length ? [...snapshot.messages, ...shown] : snapshot.messages,
    typing: due > 0 || locating,
    step: state.step,
  };
  for (const l of listeners) l();
}

export const chatSession = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => snapshot,
  send,
};

function send(input: Input) {
  if (input.type === "open") {
    // The lead's attribution is worked out now, so a lead sent as the page closes need not wait for it.
    void attribution();
  }
  const known = state.messages.length;
  const result = transition(state, input, Date.now());
  state = result.state;
  save();
  const bot = new Set(result.messages.map((m) => m.message.id));
  // The driver's own words show at once; the bot's when its delay is up.
  const now = state.messages.slice(known).filter((m) => !bot.has(m.id));
  for (const { delay, message } of result.messages) {
    due++;
    setTimeout(() => {
      due--;
      publish([message]);
    }, delay);
  }
  for (const { delay, effect } of result.effects) {
    if (delay === 0) run(effect);
    else setTimeout(() => run(effect), delay);
  }
  publish(now);
}

function run(effect: Effect) {
  if (effect.type === "requestGps") return locate();
  const { chat, request } = effect.bodies;
  // docs/product.md#chat: the analyzer request only once the chat is stored (the queue sees
  // to it, also offline). Failures are only logged; the queue keeps the lead.
  const sends = [
    submitLead(CHAT, { ...chat, sessionId: sessionId() }, { clientRef, background: true }),
    submitLead(REQUEST, request, { clientRef, after: CHAT, background: true }),
  ];
  for (const s of sends) s.catch((e: unknown) => console.warn("the chat lead was not sent", e));
}

function locate() {
  if (typeof navigator === "undefined" || !("geolocation" in navigator))
    return send({ type: "gps", result: { ok: false, code: "unsupported" } });
  locating = true;
  publish();
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      locating = false;
      send({
        type: "gps",
        result: { ok: true, latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy },
      });
    },
    (error) => {
      locating = false;
      send({ type: "gps", result: { ok: false, code: error.code } });
    },
    GPS_OPTIONS,
  );
}
