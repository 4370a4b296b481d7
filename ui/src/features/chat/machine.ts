// The chat assistant's conversation (docs/product.md#chat) as one pure function:
// (state, input, clock) -> (state, bot messages with their delays, effects).
// No React and no browser here: the window only shows what this returns and
// runs its effects (ask the browser for GPS, save the lead), so every step,
// branch and message is unit tested in machine.test.ts.
import { isChatPhone, isEmail } from "../../lib/patterns";
import { business, cities, phones } from "../../content/business";

const guide = business.serviceGuide;

/** docs/product.md#chat: first greeting, the bot's typing delay, the finish message, the urgency prompt after GPS. */
export const TIMING = { greeting: 500, typing: 1000, finish: 800, afterGps: 2000 } as const;

/** The geolocation settings (docs/product.md#chat), passed to navigator.geolocation as they are. */
export const GPS_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** The server keeps at most this much conversation JSON (32 KB). */
export const MAX_CONVERSATION_BYTES = 32 * 1024;

export type Step = "greeting" | "problem" | "location" | "urgency" | "phone" | "email" | "done" | "general";
export type Sender = "user" | "bot";

/**
 * What an option button does: `reply` answers the current step with its text,
 * `prompt` asks for more in the same step, `gps` shares the location, `call`
 * dials the emergency line (a tel: link, so the browser dials), `wait` keeps
 * the chat open for the team's call, `ask` opens the general step.
 */
export type OptionKind = "reply" | "prompt" | "gps" | "call" | "wait" | "ask";
export type ChatOption = { label: string; kind: OptionKind; reply?: string };

/** A chat message (docs/product.md#chat). */
export type ChatMessage = { id: number; text: string; sender: Sender; timestamp: string; options?: ChatOption[] };

export type Gps = { latitude: string; longitude: string; accuracy: string };

/** The chat lead, as far as the conversation has got (docs/product.md#chat). */
export type Lead = {
  name?: string;
  problem?: string;
  location?: string;
  locationMethod?: "gps" | "manual";
  gps?: Gps;
  urgency?: string;
  phone?: string;
  email?: string;
};

export type ChatState = { step: Step; lead: Lead; messages: ChatMessage[]; nextId: number };

export type GpsResult =
  { ok: true; latitude: number; longitude: number; accuracy: number } | { ok: false; code: number | "unsupported" };

export type QuickAction = "pricing" | "responseTime" | "shareLocation";

export type Input =
  | { type: "open" }
  | { type: "text"; text: string }
  | { type: "option"; option: ChatOption }
  | { type: "quick"; action: QuickAction }
  | { type: "gps"; result: GpsResult };

/** The two bodies a chat posts (docs/product.md#chat): POST /api/chatbot-interactions, then POST /api/smart-analyzer. */
export type LeadBodies = { chat: Record<string, unknown>; request: Record<string, unknown> };

export type Effect = { type: "requestGps" } | { type: "saveLead"; partial: boolean; bodies: LeadBodies };

/** `delay` is in milliseconds from the input that caused it. */
export type Timed<T> = { delay: number } & T;

export type Result = {
  state: ChatState;
  messages: Timed<{ message: ChatMessage }>[];
  effects: Timed<{ effect: Effect }>[];
};

export const PROBLEMS = [
  "Flat tire",
  "Dead battery",
  "Locked out",
  "Out of fuel",
  "Won't start",
  "Something else",
] as const;
export const URGENCIES: readonly string[] = guide.chatUrgencies;

export const OPTION = {
  gps: { label: "Share my GPS location", kind: "gps" },
  typeAddress: {
    label: "Type my address",
    kind: "prompt",
    reply: "Please type the address, or the nearest intersection, where your vehicle is.",
  },
  landmarks: {
    label: "Describe landmarks",
    kind: "prompt",
    reply:
      "Describe what's around you: the road or highway, the nearest exit or mile marker, and any businesses " +
      "or landmarks you can see.",
  },
  somethingElse: {
    label: "Something else",
    kind: "prompt",
    reply: "No problem. Tell me in a few words what's happening with your vehicle.",
  },
  skip: { label: "Skip", kind: "reply" },
  call: { label: "Call Now", kind: "call" },
  wait: { label: "I'll wait for your call", kind: "wait" },
  ask: { label: "Ask another question", kind: "ask" },
} as const satisfies Record<string, ChatOption>;

const problemOptions: ChatOption[] = PROBLEMS.map((p) =>
  p === "Something else" ? OPTION.somethingElse : { label: p, kind: "reply" },
);
const locationOptions: ChatOption[] = [OPTION.gps, OPTION.typeAddress, OPTION.landmarks];
const urgencyOptions: ChatOption[] = URGENCIES.map((u) => ({ label: u, kind: "reply" }));
const finishOptions: ChatOption[] = [OPTION.call, OPTION.wait, OPTION.ask];

const emergency = phones.emergency.display;
const cityNames = cities.map((c) => c.name);
const serviceArea = `${cityNames.slice(0, -1).join(", ")} and ${cityNames[cityNames.length - 1]}`;

/** Every bot text, in one place. The ones docs/product.md#chat quotes are verbatim. */
export const TEXT = {
  greeting: `Hi! Welcome to ${business.name}. We help stranded drivers 24/7. What's your name?`,
  askName: "I'd love to help! What's your name so I can assist you better?",
  askProblem: (name: string) => `Nice to meet you, ${name}! What's going on with your vehicle?`,
  askLocation: (service: string, price: string) =>
    `Got it. That sounds like our ${serviceWords(service)} (usually ${price}). Where is your vehicle right now?`,
  askUrgency: "How urgent is this?",
  gpsFound: (location: string) => `Thanks, I have your location: ${location}.`,
  askUrgencyAfterGps: "Now, how urgent is this?",
  immediate:
    `This is a priority. For the fastest help call our emergency line now at ${emergency}, or give me ` +
    `your number and we'll connect you right away.`,
  askPhone: "What's the best phone number for our technician to reach you?",
  badPhone: "I need a valid phone number to have our technician contact you. Please provide your phone number:",
  askEmail: "Thanks! What's your email address, for a written confirmation? Or type 'skip' to continue.",
  badEmail: "Please provide a valid email address or type 'skip' to continue:",
  finishUrgent: (name: string) =>
    `${name}, we're on it. A dispatcher will call you in 5-10 minutes to send a technician your way. If ` +
    `you are in danger, move to a safe spot, and call 911 in an emergency.`,
  finishLater: (name: string) =>
    `Thank you, ${name}! A technician will call you back within 30 minutes to confirm the details and the price.`,
  wait: (phone: string | undefined) =>
    `Sounds good. Our team will contact you${phone ? ` at ${phone}` : ""} shortly. This chat stays open ` +
    `if you need anything else.`,
  ask: "Sure! What would you like to know? You can ask about prices, hours or the areas we serve.",
  pricing:
    `Typical prices: ${guide.chat.map((r) => `${r.service} ${r.price}`).join(", ")}. The technician ` +
    `confirms the exact price before any work starts.`,
  hours: `We answer and dispatch 24/7, holidays included. Regular shop hours are ${business.hours.regular.display}.`,
  area:
    `We cover ${business.serviceRadiusMiles} miles around ${business.address.locality}, ` +
    `${business.address.region}: ${serviceArea}.`,
  responseTime:
    `Our average response is ${business.claims.averageResponseMinutes} minutes, ` +
    `${business.claims.chatResponseNote} depending on where you are.`,
  backToLocation: "Where is your vehicle right now?",
  backToProblem: "Let me get you help with that. What's going on with your vehicle?",
  gpsDenied:
    "I couldn't get your exact location automatically. Please allow location access and try again, or " +
    "describe where you are (address, intersection, or nearby landmarks).",
  gpsUnavailable:
    "Location services are unavailable right now. Please describe where you are (address, intersection, " +
    "or nearby landmarks).",
  gpsFailed:
    "I couldn't get your location. Please describe where you are (address, intersection, or nearby landmarks).",
  gpsUnsupported: "Your browser doesn't support location services. Please tell me your location manually.",
} as const;

// Words people put before their name ("hi there, I'm Sam").
const FILLERS = new Set(
  (
    "hi hello hey heya hiya howdy hola greetings yo sup there good morning afternoon evening day i i'm im " +
    "am me my name name's names is it it's its " +
    "this call the and oh ok okay well so yes yeah dear all everyone folks guys please thanks thank you here"
  ).split(" "),
);

/** docs/product.md#chat: the first word that is not a greeting filler, longer than 1 character, alphabetic. */
export function extractName(text: string): string | null {
  for (const raw of text.split(/[\s,.!?;:]+/)) {
    const word = raw.replace(/’/g, "'");
    if (word.length < 2 || FILLERS.has(word.toLowerCase())) continue;
    if (!/^\p{L}+(?:['-]\p{L}+)*$/u.test(word)) continue;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  return null;
}

const includesAny = (text: string | undefined, words: string[]) =>
  !!text && words.some((w) => text.toLowerCase().includes(w));

/** Urgent or emergency answers get the immediate-connection message (docs/product.md#chat). */
export const wantsImmediate = (urgency: string | undefined) => includesAny(urgency, ["emergency", "urgent"]);

/** The finish message is the urgent one for these words (docs/product.md#chat). */
export const isUrgent = (urgency: string | undefined) =>
  includesAny(urgency, ["emergency", "urgent", "stranded", "unsafe"]);

/** docs/product.md#chat: hot if the urgency is emergency or urgent; warm with a phone and a location; else cold. */
export function leadQuality(lead: Lead): "hot" | "warm" | "cold" {
  if (wantsImmediate(lead.urgency)) return "hot";
  if (lead.phone && lead.location) return "warm";
  return "cold";
}

/** docs/product.md#chat: the service the problem suggests, from the content file's chat table. */
export function suggestedService(problem: string | undefined): { service: string; price: string } {
  const text = (problem ?? "").toLowerCase();
  const row = guide.chat.find((r) => r.keywords.some((k) => text.includes(k)));
  return row ? { service: row.service, price: row.price } : guide.chatFallback;
}

/**
 * The urgency as the server's list names it: an option as clicked, or a
 * typed answer that names one ("it's an emergency"); else none.
 */
export function listedUrgency(urgency: string | undefined): string | null {
  if (!urgency) return null;
  const text = urgency.toLowerCase();
  const exact = URGENCIES.find((u) => u.toLowerCase() === text);
  if (exact) return exact;
  if (includesAny(text, ["emergency", "stranded", "unsafe"])) return URGENCIES[0];
  return URGENCIES.find((u) => text.includes(u.split(" ")[0].toLowerCase())) ?? null;
}

/** "Mobile Tire Repair service", but "Jump Start Service" once: some service names already end in the word. */
export const serviceWords = (service: string) => (/\bservice$/i.test(service.trim()) ? service : `${service} service`);

/** The general step (docs/product.md#chat): canned answers for prices, hours and the service area. */
export function answerQuestion(text: string): string | null {
  const t = text.toLowerCase();
  if (/price|cost/.test(t)) return TEXT.pricing;
  if (/hour|time/.test(t)) return TEXT.hours;
  if (/area|location/.test(t)) return TEXT.area;
  return null;
}

/** docs/product.md#chat: latitude and longitude to 6 decimal places plus the accuracy in metres. */
export function gpsOf(result: { latitude: number; longitude: number; accuracy: number }): { gps: Gps; text: string } {
  const gps = {
    latitude: result.latitude.toFixed(6),
    longitude: result.longitude.toFixed(6),
    accuracy: String(Math.round(result.accuracy)),
  };
  return { gps, text: `${gps.latitude}, ${gps.longitude} (accuracy ${gps.accuracy} m)` };
}

function gpsFailure(code: number | "unsupported"): string {
  if (code === "unsupported") return TEXT.gpsUnsupported;
  if (code === 1) return TEXT.gpsDenied;
  if (code === 2) return TEXT.gpsUnavailable;
  return TEXT.gpsFailed;
}

export const initialState = (): ChatState => ({ step: "greeting", lead: {}, messages: [], nextId: 1 });

/** Collects one input's answer: messages and effects each later than the one before. */
class Reply {
  state: ChatState;
  messages: Result["messages"] = [];
  effects: Result["effects"] = [];
  private at = 0;

  constructor(
    state: ChatState,
    private clock: number,
  ) {
    this.state = { ...state, lead: { ...state.lead }, messages: [...state.messages] };
  }

  private add(text: string, sender: Sender, delay: number, options?: ChatOption[]): ChatMessage {
    const message: ChatMessage = {
      id: this.state.nextId,
      text,
      sender,
      timestamp: new Date(this.clock + delay).toISOString(),
    };
    if (options) message.options = options;
    this.state.nextId++;
    this.state.messages.push(message);
    return message;
  }

  user(text: string) {
    this.add(text, "user", 0);
  }

  /** A bot message `wait` ms after the previous one (the typing delay by default). */
  bot(text: string, options?: ChatOption[], wait: number = TIMING.typing) {
    this.at += wait;
    this.messages.push({ delay: this.at, message: this.add(text, "bot", this.at, options) });
  }

  /** An effect at the time of the last message (or at once). */
  effect(effect: Effect) {
    this.effects.push({ delay: this.at, effect });
  }

  step(step: Step) {
    this.state.step = step;
  }

  done(): Result {
    return { state: this.state, messages: this.messages, effects: this.effects };
  }
}

export function transition(state: ChatState, input: Input, clock: number): Result {
  const r = new Reply(state, clock);
  switch (input.type) {
    case "open":
      // Opened again: the conversation goes on where it was.
      if (state.messages.length === 0) r.bot(TEXT.greeting, undefined, TIMING.greeting);
      return r.done();
    case "gps":
      onGps(r, input.result);
      return r.done();
    case "quick":
      onQuick(r, input.action);
      return r.done();
    case "option":
      onOption(r, input.option);
      return r.done();
    case "text": {
      // docs/product.md#chat: blank or whitespace-only messages are ignored.
      const text = input.text.trim();
      if (!text) return r.done();
      r.user(text);
      answer(r, text);
      return r.done();
    }
  }
}

function onOption(r: Reply, option: ChatOption) {
  switch (option.kind) {
    case "reply":
      r.user(option.label);
      answer(r, option.reply ?? option.label);
      return;
    case "prompt":
      r.user(option.label);
      r.bot(option.reply ?? "");
      return;
    case "gps":
      r.user(option.label);
      r.effect({ type: "requestGps" });
      return;
    case "call":
      // A tel: link: the browser dials and the conversation is unchanged.
      return;
    case "wait":
      r.user(option.label);
      r.bot(TEXT.wait(r.state.lead.phone), [OPTION.call, OPTION.ask]);
      return;
    case "ask":
      r.user(option.label);
      r.step("general");
      r.bot(TEXT.ask);
      return;
  }
}

function onQuick(r: Reply, action: QuickAction) {
  switch (action) {
    case "pricing":
      r.user("Pricing");
      r.bot(TEXT.pricing);
      return;
    case "responseTime":
      r.user("Response Time");
      r.bot(TEXT.responseTime);
      return;
    case "shareLocation":
      r.user("Share Location");
      r.effect({ type: "requestGps" });
      return;
  }
}

function onGps(r: Reply, result: GpsResult) {
  if (!result.ok) {
    r.bot(gpsFailure(result.code), undefined, 0);
    return;
  }
  const { gps, text } = gpsOf(result);
  Object.assign(r.state.lead, { gps, location: text, locationMethod: "gps" });
  r.bot(TEXT.gpsFound(text), undefined, 0);
  // Shared while the chat asked where the driver is: on to the urgency.
  if (r.state.step === "location") {
    r.step("urgency");
    r.bot(TEXT.askUrgencyAfterGps, urgencyOptions, TIMING.afterGps);
  }
}

/** A typed message, or an option's answer, in the current step. */
function answer(r: Reply, text: string) {
  const lead = r.state.lead;
  switch (r.state.step) {
    case "greeting": {
      const name = extractName(text);
      if (!name) return r.bot(TEXT.askName);
      lead.name = name.slice(0, 100);
      r.step("problem");
      return r.bot(TEXT.askProblem(lead.name), problemOptions);
    }
    case "problem": {
      lead.problem = text.slice(0, 500);
      const { service, price } = suggestedService(lead.problem);
      r.step("location");
      return r.bot(TEXT.askLocation(service, price), locationOptions);
    }
    case "location":
      Object.assign(lead, { location: text.slice(0, 300), locationMethod: "manual" });
      r.step("urgency");
      return r.bot(TEXT.askUrgency, urgencyOptions);
    case "urgency":
      lead.urgency = text.slice(0, 100);
      r.step("phone");
      if (wantsImmediate(lead.urgency)) r.bot(TEXT.immediate, [OPTION.call]);
      return r.bot(TEXT.askPhone);
    case "phone":
      if (!isChatPhone(text)) return r.bot(TEXT.badPhone);
      lead.phone = text;
      r.step("email");
      // Saved at once, so a driver whose battery dies mid-chat is still called back.
      r.effect({ type: "saveLead", partial: true, bodies: leadBodies(r.state, true) });
      return r.bot(TEXT.askEmail, [OPTION.skip]);
    case "email":
      if (text.toLowerCase() === "skip") delete lead.email;
      else if (isEmail(text)) lead.email = text;
      else return r.bot(TEXT.badEmail, [OPTION.skip]);
      return finish(r);
    case "general":
    case "done": {
      // A question after the chat is done is a free question too.
      const canned = answerQuestion(text);
      if (canned) {
        r.bot(canned);
        r.step("location");
        return r.bot(TEXT.backToLocation, locationOptions);
      }
      r.step("problem");
      return r.bot(TEXT.backToProblem, problemOptions);
    }
  }
}

function finish(r: Reply) {
  const { name = "", urgency } = r.state.lead;
  r.step("done");
  r.bot(isUrgent(urgency) ? TEXT.finishUrgent(name) : TEXT.finishLater(name), finishOptions, TIMING.finish);
  // Sent once the message is shown, so the stored conversation ends with it.
  r.effect({ type: "saveLead", partial: false, bodies: leadBodies(r.state, false) });
}

/** The conversation as the server stores it: JSON within 32 KB, the oldest turns after the first dropped if need be. */
export function conversationJson(messages: ChatMessage[]): string {
  const kept = messages.map(({ id, text, sender, timestamp }) => ({ id, text, sender, timestamp }));
  const size = (m: unknown) => new TextEncoder().encode(JSON.stringify(m)).length;
  while (kept.length > 2 && size(kept) > MAX_CONVERSATION_BYTES) kept.splice(1, 1);
  return JSON.stringify(kept);
}

/** The payloads of the lead (docs/product.md#chat), plus the key fields the server files it under. */
export function leadBodies(state: ChatState, partial: boolean): LeadBodies {
  const l = state.lead;
  const { service, price } = suggestedService(l.problem);
  const urgency = listedUrgency(l.urgency);
  const chat = {
    customerName: l.name ?? null,
    customerPhone: l.phone ?? null,
    customerEmail: l.email ?? null,
    conversation: conversationJson(state.messages),
    customerLocation: l.location ?? null,
    gpsLatitude: l.gps?.latitude ?? null,
    gpsLongitude: l.gps?.longitude ?? null,
    gpsAccuracy: l.gps?.accuracy ?? null,
    locationMethod: l.locationMethod ?? null,
    leadQuality: leadQuality(l),
    handoffToCall: false,
    issueResolved: false,
    problem: l.problem ?? null,
    urgency,
    suggestedService: service,
    partial,
  };
  const request = {
    name: l.name ?? null,
    phone: l.phone ?? null,
    email: l.email ?? null,
    location: l.location ?? null,
    problemDescription: l.problem ? `Chatbot interaction: ${l.problem}` : "Chatbot interaction",
    suggestedService: service,
    estimatedPrice: price,
    urgency: urgency ?? guide.chatDefaultUrgency,
    confidence: "High",
  };
  return { chat, request };
}

/** The device class (docs/product.md#chat): mobile under 768 px, tablet under 1024 px with touch, else desktop. */
export function deviceClass(width: number, touch: boolean): "mobile" | "tablet" | "desktop" {
  if (width < 768) return "mobile";
  if (width < 1024 && touch) return "tablet";
  return "desktop";
}

/** Option buttons stay live on the bot messages since the driver last spoke. */
export function liveOptions(messages: ChatMessage[]): Set<number> {
  const live = new Set<number>();
  for (let i = messages.length - 1; i >= 0 && messages[i].sender === "bot"; i--)
    if (messages[i].options) live.add(messages[i].id);
  return live;
}
