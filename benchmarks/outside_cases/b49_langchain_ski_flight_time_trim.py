"""Batch 49 (held out). A family's ski trip planning chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Helen Brooks plans the family's half-term ski week (Helen, Rob, Maddy 13, Alfie 10) to a chalet in Les Gets,
Sat 13 - Sat 20 February 2027, in one chat with an assistant; each turn the app trims the history to the last 14
messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Helen's note: "ugh easyJet have retimed the
outbound - it's 06.50 now from Bristol not 9.20, so leaving home at 4 ish, Rob's thrilled lol. coming back's the
same". Turn 2 pastes the booking confirmation as booked (EZY6031 BRS-GVA Sat 13 Feb dep 09:20). Later turns are
the chalet, ski hire, lessons, the transfer and packing. By turn 8 the trim no longer keeps turn 1. Question (turn
8, Tue 9/2): "what time does our flight go on saturday?" -> expected ten to seven in the morning. The assistant goes
by the booking confirmation: 9.20.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the booking confirmation. Another reading: a
response fault is ruled out, as the retiming is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b49_langchain_ski_flight_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("ugh easyJet have retimed the outbound - it's 06.50 now from Bristol not 9.20, so leaving home at 4 ish, Rob's "
     "thrilled lol. coming back's the same",
     "Noted: the outbound now leaves Bristol at 06:50; the return flight is unchanged."),
    ("pasting the booking conf so it's all here: ref K7QX2PL, 4 adults/children, EZY6031 BRS-GVA Sat 13 Feb 2027 "
     "dep 09:20 arr 12:05, EZY6032 GVA-BRS Sat 20 Feb dep 13:10 arr 13:55, 2 x 23kg hold bags + ski carriage x2",
     "Booking K7QX2PL: out EZY6031 Bristol 09:20 Sat 13 Feb, back EZY6032 Geneva 13:10 Sat 20 Feb."),
    ("chalet is Chalet Les Sapins, catered, Sun-Fri dinners, host is Jess, she says arrive any time after 4",
     "Chalet Les Sapins, catered, dinners Sun-Fri, host Jess, arrival after 4pm."),
    ("ski hire booked at Intersport Les Gets - 4 sets, 6 days, helmets for the kids, €612 all in, pick up sat eve",
     "Intersport Les Gets: 4 sets for 6 days with kids' helmets, €612, collect Saturday evening."),
    ("ESF lessons for Maddy + Alfie, mornings 9-11.30 mon-fri, meeting point's the Chavannes bubble",
     "ESF lessons for both children, 9-11.30 Mon-Fri, meet at the Chavannes lift."),
    ("transfer - Ben's Bus shared shuttle from GVA, 1hr 15 roughly, €48pp each way, they track the flight",
     "Shared transfer with Ben's Bus, about 1h15, €48 each way per person; they track the flight."),
    ("packing list: goggles (Alfie's strap's gone), suncream, the plug adaptors, EHICs/GHICs, Maddy's inhaler",
     "Packing: goggles (new strap for Alfie), suncream, adaptors, GHIC cards, Maddy's inhaler."),
    ("what time does our flight go on saturday?",
     "09:20 from Bristol - EZY6031, landing in Geneva at 12:05."),
]
WINDOW = 14


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("retimed" in str(m.content) or "06:50" in str(m.content) or "06.50" in str(m.content)
                           for m in window), window
            assert any("dep 09:20" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("retimed the outbound" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Helen's ski trip notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Ten to seven in the morning - easyJet moved it earlier", actual=reply)
