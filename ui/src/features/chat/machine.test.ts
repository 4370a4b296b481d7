import { isChatPhone, isEmail } from "../../lib/patterns";
import { describe, expect, it } from "vitest";
import business from "../../content/business.json";
import {
  GPS_OPTIONS,
  MAX_CONVERSATION_BYTES,
  OPTION,
  PROBLEMS,
  TEXT,
  TIMING,
  URGENCIES,
  conversationJson,
  deviceClass,
  extractName,
  initialState,
  leadBodies,
  leadQuality,
  liveOptions,
  listedUrgency,
  suggestedService,
  transition,
  type ChatState,
  type Effect,
  type Input,
  type Result,
  serviceWords,
} from "./machine";

const T0 = Date.UTC(2026, 10, 23, 15, 0, 0);
const text = (t: string): Input => ({ type: "text", text: t });
const reply = (label: string): Input => ({ type: "option", option: { label, kind: "reply" } });

/** Runs inputs one after another from a fresh chat; returns the last result. */
function run(...inputs: Input[]): Result {
  let state = initialState();
  let last: Result = { state, messages: [], effects: [] };
  for (const input of inputs) {
    last = transition(state, input, T0);
    state = last.state;
  }
  return last;
}

const botTexts = (r: Result) => r.messages.map((m) => m.message.text);
const delays = (r: Result) => r.messages.map((m) => m.delay);
const effects = (r: Result): Effect[] => r.effects.map((e) => e.effect);

// Inputs that bring a chat to each step.
const toProblem = [{ type: "open" } as Input, text("hi there, I'm Sam")];
const toLocation = [...toProblem, reply("Flat tire")];
const toUrgency = [...toLocation, text("I-95 north, exit 289")];
const toPhone = (urgency = URGENCIES[0]) => [...toUrgency, reply(urgency)];
const toEmail = (urgency = URGENCIES[0]) => [...toPhone(urgency), text("(386) 555-0142")];

describe("greeting", () => {
  it("greets 500 ms after the window first opens, and not again when it is reopened", () => {
    const first = run({ type: "open" });
    expect(botTexts(first)).toEqual([TEXT.greeting]);
    expect(delays(first)).toEqual([TIMING.greeting]);
    expect(TIMING.greeting).toBe(500);
    expect(transition(first.state, { type: "open" }, T0).messages).toEqual([]);
  });

  it("takes the name from a greeting and offers the six problems after the typing delay", () => {
    const r = run(...toProblem);
    expect(r.state.lead.name).toBe("Sam");
    expect(r.state.step).toBe("problem");
    expect(botTexts(r)).toEqual([TEXT.askProblem("Sam")]);
    expect(delays(r)).toEqual([TIMING.typing]);
    expect(TIMING.typing).toBe(1000);
    expect(r.messages[0].message.options?.map((o) => o.label)).toEqual([...PROBLEMS]);
    expect(TEXT.askProblem("Sam")).toBe("Nice to meet you, Sam! What's going on with your vehicle?");
  });

  it.each(["hello", "123", "hi", "  hey there!  ", "I'm 42", "a"])("asks again for a name when given '%s'", (said) => {
    const r = run({ type: "open" }, text(said));
    expect(r.state.step).toBe("greeting");
    expect(r.state.lead.name).toBeUndefined();
    expect(botTexts(r)).toEqual(["I'd love to help! What's your name so I can assist you better?"]);
  });

  it.each([
    ["hi there, I'm Sam", "Sam"],
    ["Sam", "Sam"],
    ["sam", "Sam"],
    ["hello, my name is Maria Lopez", "Maria"],
    ["Hey! It’s Jo", "Jo"],
    ["good morning, this is O'Brien", "O'Brien"],
    ["1 2 3 Dana", "Dana"],
    ["hey I am Anne-Marie", "Anne-Marie"],
  ])("reads '%s' as %s", (said, name) => {
    expect(extractName(said)).toBe(name);
  });

  it("ignores blank and whitespace-only messages in every step", () => {
    for (const inputs of [[{ type: "open" } as Input], toProblem, toLocation, toUrgency, toPhone(), toEmail()]) {
      const before = run(...inputs).state;
      const r = transition(before, text("   \n "), T0);
      expect(r.state).toEqual(before);
      expect(r.messages).toEqual([]);
    }
  });

  it("records what the driver typed, trimmed, as a user message", () => {
    const r = run({ type: "open" }, text("  Sam  "));
    expect(r.state.messages.map((m) => [m.sender, m.text])).toEqual([
      ["bot", TEXT.greeting],
      ["user", "Sam"],
      ["bot", TEXT.askProblem("Sam")],
    ]);
    expect(r.state.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(r.state.messages[1].timestamp).toBe(new Date(T0).toISOString());
    expect(r.state.messages[2].timestamp).toBe(new Date(T0 + 1000).toISOString());
  });
});

describe("problem", () => {
  it("names a service that already ends in Service once", () => {
    expect(serviceWords("Jump Start Service")).toBe("Jump Start Service");
    expect(serviceWords("Mobile Tire Repair")).toBe("Mobile Tire Repair service");
  });

  it("stores the problem and offers the three ways to give a location", () => {
    const r = run(...toLocation);
    expect(r.state.lead.problem).toBe("Flat tire");
    expect(r.state.step).toBe("location");
    expect(botTexts(r)).toEqual([
      "Got it. That sounds like our Mobile Tire Repair service (usually $80-150). Where is your vehicle right now?",
    ]);
    expect(r.messages[0].message.options).toEqual([OPTION.gps, OPTION.typeAddress, OPTION.landmarks]);
    expect(r.messages[0].message.options?.map((o) => o.label)).toEqual([
      "Share my GPS location",
      "Type my address",
      "Describe landmarks",
    ]);
  });

  it("takes a typed problem in the driver's words", () => {
    const r = run(...toProblem, text("My truck is out of gas on US-1"));
    expect(r.state.lead.problem).toBe("My truck is out of gas on US-1");
    expect(botTexts(r)[0]).toContain("Emergency Fuel Delivery service (usually $40-70)");
  });

  it("asks for a description when the driver picks Something else, staying in the problem step", () => {
    const r = run(...toProblem, { type: "option", option: OPTION.somethingElse });
    expect(r.state.step).toBe("problem");
    expect(r.state.lead.problem).toBeUndefined();
    expect(botTexts(r)).toEqual([OPTION.somethingElse.reply]);
    expect(r.state.messages.at(-2)).toMatchObject({ sender: "user", text: "Something else" });
  });
});

describe("location", () => {
  it("stores a typed location as manual and asks the urgency with the four options verbatim", () => {
    const r = run(...toUrgency);
    expect(r.state.lead).toMatchObject({ location: "I-95 north, exit 289", locationMethod: "manual" });
    expect(r.state.step).toBe("urgency");
    expect(botTexts(r)).toEqual([TEXT.askUrgency]);
    expect(r.messages[0].message.options?.map((o) => o.label)).toEqual([
      "Emergency - stranded/unsafe",
      "Urgent - need help within 1 hour",
      "Today - can wait a few hours",
      "Flexible - schedule for later",
    ]);
    expect(URGENCIES).toEqual(business.serviceGuide.chatUrgencies);
  });

  it.each([OPTION.typeAddress, OPTION.landmarks])("'$label' asks for more and waits in the location step", (option) => {
    const r = run(...toLocation, { type: "option", option });
    expect(r.state.step).toBe("location");
    expect(botTexts(r)).toEqual([option.reply]);
    const next = transition(r.state, text("Behind the Publix on Palm Coast Pkwy"), T0);
    expect(next.state.lead.location).toBe("Behind the Publix on Palm Coast Pkwy");
    expect(next.state.step).toBe("urgency");
  });

  it("asks the browser for GPS when the driver shares the location", () => {
    const r = run(...toLocation, { type: "option", option: OPTION.gps });
    expect(effects(r)).toEqual([{ type: "requestGps" }]);
    expect(r.state.step).toBe("location");
    expect(r.state.messages.at(-1)).toMatchObject({ sender: "user", text: "Share my GPS location" });
  });

  it("writes a GPS fix to 6 decimals with the accuracy in metres, then asks the urgency 2 s later", () => {
    const r = run(
      ...toLocation,
      { type: "option", option: OPTION.gps },
      { type: "gps", result: { ok: true, latitude: 29.5850123, longitude: -81.20784349, accuracy: 12.4 } },
    );
    const where = "29.585012, -81.207843 (accuracy 12 m)";
    expect(r.state.lead).toMatchObject({
      location: where,
      locationMethod: "gps",
      gps: { latitude: "29.585012", longitude: "-81.207843", accuracy: "12" },
    });
    expect(botTexts(r)).toEqual([`Thanks, I have your location: ${where}.`, TEXT.askUrgencyAfterGps]);
    expect(delays(r)).toEqual([0, 2000]);
    expect(TIMING.afterGps).toBe(2000);
    expect(r.state.step).toBe("urgency");
    expect(r.messages[1].message.options?.map((o) => o.label)).toEqual(URGENCIES);
  });

  it.each([
    [
      1,
      "I couldn't get your exact location automatically. Please allow location access and try again, or " +
        "describe where you are (address, intersection, or nearby landmarks).",
    ],
    [2, TEXT.gpsUnavailable],
    [3, TEXT.gpsFailed],
    ["unsupported", "Your browser doesn't support location services. Please tell me your location manually."],
  ] as const)("a GPS failure (%s) says so and waits for a typed location", (code, message) => {
    const r = run(...toLocation, { type: "option", option: OPTION.gps }, { type: "gps", result: { ok: false, code } });
    expect(botTexts(r)).toEqual([message]);
    expect(r.state.step).toBe("location");
    expect(r.state.lead.location).toBeUndefined();
  });

  it("describes the unavailable and other failures as the spec does", () => {
    expect(TEXT.gpsUnavailable).toMatch(/unavailable.*describe where you are/);
    expect(TEXT.gpsFailed).toMatch(/describe where you are/);
  });

  it("uses the spec's geolocation settings", () => {
    expect(GPS_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
  });
});

describe("urgency", () => {
  it.each([URGENCIES[0], URGENCIES[1]])(
    "'%s' gets the immediate-connection message with a call button, then the phone question",
    (urgency) => {
      const r = run(...toPhone(urgency));
      expect(r.state.lead.urgency).toBe(urgency);
      expect(r.state.step).toBe("phone");
      expect(botTexts(r)).toEqual([TEXT.immediate, TEXT.askPhone]);
      expect(delays(r)).toEqual([1000, 2000]);
      expect(r.messages[0].message.options).toEqual([OPTION.call]);
      expect(TEXT.immediate).toContain(business.phones.emergency.display);
    },
  );

  it.each([URGENCIES[2], URGENCIES[3], "whenever works"])("'%s' goes straight to the phone question", (urgency) => {
    const r = run(...toPhone(urgency));
    expect(r.state.step).toBe("phone");
    expect(botTexts(r)).toEqual([TEXT.askPhone]);
  });
});

describe("phone", () => {
  it.each(["12345", "call me", "386-555-01x2", "+1 386 555", "386 555 0142 386 555 0142 386 555 0142"])(
    "asks again for '%s' with the spec's message",
    (phone) => {
      const r = run(...toPhone(), text(phone));
      expect(r.state.step).toBe("phone");
      expect(r.state.lead.phone).toBeUndefined();
      expect(botTexts(r)).toEqual([
        "I need a valid phone number to have our technician contact you. Please provide your phone number:",
      ]);
      expect(effects(r)).toEqual([]);
    },
  );

  it(
    "takes a valid number, saves the chat so far as a partial lead at once and asks the email with a Skip " + "button",
    () => {
      const r = run(...toEmail());
      expect(r.state.lead.phone).toBe("(386) 555-0142");
      expect(r.state.step).toBe("email");
      expect(botTexts(r)).toEqual([TEXT.askEmail]);
      expect(r.messages[0].message.options).toEqual([OPTION.skip]);
      expect(r.effects.map((e) => e.delay)).toEqual([0]);
      const [save] = effects(r);
      expect(save).toMatchObject({ type: "saveLead", partial: true });
      if (save.type !== "saveLead") throw new Error("no save");
      expect(save.bodies.chat).toMatchObject({
        customerName: "Sam",
        customerPhone: "(386) 555-0142",
        customerEmail: null,
        partial: true,
        leadQuality: "hot",
      });
      expect(JSON.parse(save.bodies.chat.conversation as string).at(-1)).toMatchObject({
        sender: "user",
        text: "(386) 555-0142",
      });
    },
  );

  it.each([
    ["3865550142", true],
    ["+1 (386) 555-0142", true],
    ["(386) 55-5", true],
    ["386-5550", false],
    ["+386555014x", false],
    ["", false],
    ["++3865550142", false],
  ])("the phone rule says %s is %s", (phone, ok) => {
    expect(isChatPhone(phone)).toBe(ok);
  });
});

describe("email and finish", () => {
  it.each(["sam@", "sam at example.com", "sam@example", "sam smith@example.com"])(
    "asks again for '%s' with the spec's message",
    (email) => {
      const r = run(...toEmail(), text(email));
      expect(r.state.step).toBe("email");
      expect(botTexts(r)).toEqual(["Please provide a valid email address or type 'skip' to continue:"]);
      expect(r.messages[0].message.options).toEqual([OPTION.skip]);
      expect(effects(r)).toEqual([]);
    },
  );

  it.each([
    ["sam@example.com", true],
    ["s.o+tag@mail.example.co", true],
    ["sam@example", false],
    ["@example.com", false],
  ])("the email rule says %s is %s", (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });

  it("finishes an emergency with the dispatch message after 800 ms, then saves the whole lead", () => {
    const r = run(...toEmail(), text("sam@example.com"));
    expect(r.state.step).toBe("done");
    expect(r.state.lead.email).toBe("sam@example.com");
    expect(botTexts(r)).toEqual([TEXT.finishUrgent("Sam")]);
    expect(TEXT.finishUrgent("Sam")).toContain("5-10 minutes");
    expect(delays(r)).toEqual([800]);
    expect(TIMING.finish).toBe(800);
    expect(r.messages[0].message.options).toEqual([OPTION.call, OPTION.wait, OPTION.ask]);
    expect(r.effects).toHaveLength(1);
    expect(r.effects[0].delay).toBe(800);
    const save = r.effects[0].effect;
    if (save.type !== "saveLead") throw new Error("no save");
    expect(save.partial).toBe(false);
    // The stored conversation ends with the finish message.
    expect(JSON.parse(save.bodies.chat.conversation as string).at(-1)).toMatchObject({
      sender: "bot",
      text: TEXT.finishUrgent("Sam"),
    });
  });

  it.each([URGENCIES[2], URGENCIES[3]])("finishes '%s' with the 30-minute callback message", (urgency) => {
    const r = run(...toEmail(urgency), text("skip"));
    expect(botTexts(r)).toEqual([TEXT.finishLater("Sam")]);
    expect(TEXT.finishLater("Sam")).toContain("within 30 minutes");
  });

  it.each(["I'm stranded on the bridge", "feels unsafe here"])(
    "a typed urgency like '%s' gets the urgent finish",
    (urgency) => {
      const r = run(...toEmail(urgency), text("skip"));
      expect(botTexts(r)).toEqual([TEXT.finishUrgent("Sam")]);
    },
  );

  it("skips the email by the button or by typing skip in any case", () => {
    for (const skip of [reply("Skip"), text("SKIP")]) {
      const r = run(...toEmail(), skip);
      expect(r.state.step).toBe("done");
      expect(r.state.lead.email).toBeUndefined();
      const save = effects(r)[0];
      if (save.type !== "saveLead") throw new Error("no save");
      expect(save.bodies.chat.customerEmail).toBeNull();
      expect(save.bodies.request.email).toBeNull();
    }
  });
});

describe("option buttons", () => {
  const done = () => run(...toEmail(), text("skip")).state;

  it("a call button leaves the conversation as it is (the link dials)", () => {
    const state = done();
    const r = transition(state, { type: "option", option: OPTION.call }, T0);
    expect(r.state).toEqual(state);
    expect(r.messages).toEqual([]);
  });

  it("a wait button says the team will contact the driver and keeps the chat open", () => {
    const r = transition(done(), { type: "option", option: OPTION.wait }, T0);
    expect(botTexts(r)).toEqual([
      "Sounds good. Our team will contact you at (386) 555-0142 shortly. This chat stays open if you need " +
        "anything else.",
    ]);
    expect(r.state.step).toBe("done");
    expect(r.messages[0].message.options).toEqual([OPTION.call, OPTION.ask]);
  });

  it("ask another question sets the general step", () => {
    const r = transition(done(), { type: "option", option: OPTION.ask }, T0);
    expect(r.state.step).toBe("general");
    expect(botTexts(r)).toEqual([TEXT.ask]);
  });

  it("keeps the options live only on the bot messages since the driver last spoke", () => {
    const state = run(...toPhone()).state;
    const ids = state.messages.filter((m) => m.sender === "bot").map((m) => m.id);
    expect([...liveOptions(state.messages)]).toEqual([ids.at(-2)]);
    expect(liveOptions([])).toEqual(new Set());
  });
});

describe("general questions", () => {
  const general = () =>
    transition(run(...toEmail(), text("skip")).state, { type: "option", option: OPTION.ask }, T0).state;

  it.each([
    ["How much does it cost?", TEXT.pricing],
    ["what are your prices", TEXT.pricing],
    ["What hours are you open?", TEXT.hours],
    ["how long does it take, what time", TEXT.hours],
    ["Which area do you cover?", TEXT.area],
    ["is my location covered", TEXT.area],
  ])("'%s' gets its canned answer and goes back to the location step", (question, answer) => {
    const r = transition(general(), text(question), T0);
    expect(botTexts(r)).toEqual([answer, TEXT.backToLocation]);
    expect(delays(r)).toEqual([1000, 2000]);
    expect(r.state.step).toBe("location");
    expect(r.messages[1].message.options).toEqual([OPTION.gps, OPTION.typeAddress, OPTION.landmarks]);
  });

  it("anything else goes back to the problem step", () => {
    const r = transition(general(), text("Do you fix motorcycles?"), T0);
    expect(botTexts(r)).toEqual([TEXT.backToProblem]);
    expect(r.state.step).toBe("problem");
    expect(r.messages[0].message.options?.map((o) => o.label)).toEqual([...PROBLEMS]);
  });

  it("a message typed after the chat is done is a general question", () => {
    const r = transition(run(...toEmail(), text("skip")).state, text("what does a jump cost"), T0);
    expect(botTexts(r)[0]).toBe(TEXT.pricing);
  });

  it("answers from the business content file", () => {
    expect(TEXT.pricing).toContain("Mobile Tire Repair $80-150");
    expect(TEXT.pricing).toContain("Jump Start Service $50-80");
    expect(TEXT.hours).toContain(business.hours.regular.display);
    expect(TEXT.hours).toContain("24/7");
    expect(TEXT.area).toContain("100 miles around Palm Coast, FL");
    for (const city of business.cities) expect(TEXT.area).toContain(city.name);
  });
});

describe("quick buttons", () => {
  it("Pricing and Response Time answer without moving the conversation", () => {
    const start = run(...toLocation).state;
    const pricing = transition(start, { type: "quick", action: "pricing" }, T0);
    expect(botTexts(pricing)).toEqual([TEXT.pricing]);
    expect(pricing.state.step).toBe("location");
    const response = transition(start, { type: "quick", action: "responseTime" }, T0);
    expect(botTexts(response)).toEqual([TEXT.responseTime]);
    expect(TEXT.responseTime).toContain("15 minutes");
    expect(TEXT.responseTime).toContain("15-30 minutes typical");
  });

  it("Share Location asks for GPS; a fix outside the location step is kept without moving on", () => {
    const start = run(...toProblem).state;
    const asked = transition(start, { type: "quick", action: "shareLocation" }, T0);
    expect(effects(asked)).toEqual([{ type: "requestGps" }]);
    const got = transition(
      asked.state,
      { type: "gps", result: { ok: true, latitude: 30.1, longitude: -81.5, accuracy: 5 } },
      T0,
    );
    expect(got.state.step).toBe("problem");
    expect(got.state.lead.gps).toEqual({ latitude: "30.100000", longitude: "-81.500000", accuracy: "5" });
    expect(botTexts(got)).toEqual(["Thanks, I have your location: 30.100000, -81.500000 (accuracy 5 m)."]);
  });
});

describe("the lead", () => {
  it.each([
    [{ urgency: URGENCIES[0] }, "hot"],
    [{ urgency: URGENCIES[1] }, "hot"],
    [{ urgency: URGENCIES[2], phone: "3865550142", location: "Palm Coast" }, "warm"],
    [{ urgency: URGENCIES[3], phone: "3865550142" }, "cold"],
    [{ location: "Palm Coast" }, "cold"],
    [{}, "cold"],
  ] as const)("lead quality of %o is %s", (lead, quality) => {
    expect(leadQuality(lead)).toBe(quality);
  });

  it.each([
    ["Flat tire", "Mobile Tire Repair", "$80-150"],
    ["Dead battery", "Jump Start Service", "$50-80"],
    ["need a jump", "Jump Start Service", "$50-80"],
    ["Locked out", "Vehicle Lockout", "$60-100"],
    ["lost my KEYS", "Vehicle Lockout", "$60-100"],
    ["Out of fuel", "Emergency Fuel Delivery", "$40-70"],
    ["no gas", "Emergency Fuel Delivery", "$40-70"],
    ["Won't start", "Engine Diagnostics", "$90-180"],
    ["engine light", "Engine Diagnostics", "$90-180"],
    ["strange noise", "General Roadside Assistance", "$50-150"],
    [undefined, "General Roadside Assistance", "$50-150"],
  ])("'%s' suggests %s at %s", (problem, service, price) => {
    expect(suggestedService(problem)).toEqual({ service, price });
  });

  it.each([
    [URGENCIES[1], URGENCIES[1]],
    ["it's an EMERGENCY", URGENCIES[0]],
    ["stranded", URGENCIES[0]],
    ["today please", URGENCIES[2]],
    ["flexible", URGENCIES[3]],
    ["whenever", null],
    [undefined, null],
  ])("the urgency '%s' is filed as %s", (said, listed) => {
    expect(listedUrgency(said)).toBe(listed);
  });

  it("builds the two docs/product.md#chat bodies of a finished chat with GPS", () => {
    const r = run(
      ...toLocation,
      { type: "option", option: OPTION.gps },
      { type: "gps", result: { ok: true, latitude: 29.585012, longitude: -81.207843, accuracy: 12 } },
      reply(URGENCIES[0]),
      text("386-555-0142"),
      text("sam@example.com"),
    );
    const { chat, request } = leadBodies(r.state, false);
    const where = "29.585012, -81.207843 (accuracy 12 m)";
    expect({ ...chat, conversation: undefined }).toEqual({
      customerName: "Sam",
      customerPhone: "386-555-0142",
      customerEmail: "sam@example.com",
      conversation: undefined,
      customerLocation: where,
      gpsLatitude: "29.585012",
      gpsLongitude: "-81.207843",
      gpsAccuracy: "12",
      locationMethod: "gps",
      leadQuality: "hot",
      handoffToCall: false,
      issueResolved: false,
      problem: "Flat tire",
      urgency: URGENCIES[0],
      suggestedService: "Mobile Tire Repair",
      partial: false,
    });
    const conversation = JSON.parse(chat.conversation as string) as {
      sender: string;
      text: string;
      id: number;
      timestamp: string;
    }[];
    expect(conversation.length).toBe(r.state.messages.length);
    expect(conversation[0]).toEqual({
      id: 1,
      text: TEXT.greeting,
      sender: "bot",
      timestamp: new Date(T0 + 500).toISOString(),
    });
    expect(request).toEqual({
      name: "Sam",
      phone: "386-555-0142",
      email: "sam@example.com",
      location: where,
      problemDescription: "Chatbot interaction: Flat tire",
      suggestedService: "Mobile Tire Repair",
      estimatedPrice: "$80-150",
      urgency: URGENCIES[0],
      confidence: "High",
    });
  });

  it("files an urgency that names no option as Medium for the analyzer request and leaves it out of the chat", () => {
    const r = run(...toEmail("whenever"), text("skip"));
    const { chat, request } = leadBodies(r.state, false);
    expect(chat.urgency).toBeNull();
    expect(request.urgency).toBe("Medium");
    expect(business.serviceGuide.chatDefaultUrgency).toBe("Medium");
    expect(chat).toMatchObject({
      locationMethod: "manual",
      gpsLatitude: null,
      gpsLongitude: null,
      gpsAccuracy: null,
      leadQuality: "warm",
    });
  });

  it("keeps a long conversation within 32 KB, first and latest turns kept", () => {
    let state: ChatState = run(...toProblem).state;
    for (let i = 0; i < 200; i++) state = transition(state, { type: "quick", action: "pricing" }, T0).state;
    const json = conversationJson(state.messages);
    expect(new TextEncoder().encode(json).length).toBeLessThanOrEqual(MAX_CONVERSATION_BYTES);
    const kept = JSON.parse(json) as { id: number }[];
    expect(kept[0].id).toBe(1);
    expect(kept.at(-1)?.id).toBe(state.messages.at(-1)?.id);
  });
});

describe("device class", () => {
  it("is mobile under 768 px, tablet under 1024 px with touch, else desktop", () => {
    expect(deviceClass(390, true)).toBe("mobile");
    expect(deviceClass(767, false)).toBe("mobile");
    expect(deviceClass(768, true)).toBe("tablet");
    expect(deviceClass(1023, true)).toBe("tablet");
    expect(deviceClass(1023, false)).toBe("desktop");
    expect(deviceClass(1024, true)).toBe("desktop");
    expect(deviceClass(1280, false)).toBe("desktop");
  });
});
