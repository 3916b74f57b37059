"""Batch 261 (held out). A canal narrowboat hire yard: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Sowerby Wharf Narrowboats hire out four boats from the top of the Rochdale Canal - week and short-break
hires, Saturday turnarounds, a full handover (steering, locks, the stern gland) for first-timers. Dave (who runs
the yard) chats with the yard's helper about the bookings as they come in; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-05-02T08:45) is a new booking - the Okafors on
Heron from Sat 19th Aug for the week, 7 nights, five of them and grandad, never done locks. Turn 2 is the side
hatch and the ramp for grandad. In turn 3 (Fri 4th Aug) Dave says the Okafors rang - grandad's hip op has been
brought forward to the 28th, so they're cutting it to 4 nights, back Weds 23rd at 9, refund the difference less
£50, and Heron goes on the website for the Weds-Sat short break. Turns 4 to 8 are the fuel charge, the August
booking sheet from the website (still "Heron: 19/8-26/8 Okafor (7nts)"), the pump-out, the Okafors' dog, and the
handover video. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 17/8): "how many
nights are the Okafors out? need it for the fuel estimate + the mooring permit" -> expected 4 nights (back Weds
23rd). The assistant says 7 nights.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that cut the
Okafors' hire to 4 nights was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on 4 nights, the hip op or Weds 23rd); the booking sheet, the fuel charge and the pump-out are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b261_langchain_narrowboat_hire_nights_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many nights are the Okafors out? need it for the fuel estimate + the mooring permit"
TURNS = [
    ("2051-05-02T08:45 new booking 🚤 the Okafors, Heron, sat 19th aug for the wk (7 nights), 5 of them + grandad. "
     "£250 deposit paid. never done locks b4 so full handover pls",
     "Booked: the Okafors on Heron from Sat 19 Aug for a week (7 nights), five plus grandad; £250 deposit paid; "
     "they'll get the full handover as first-timers."),
    ("grandad uses a wheelchair sometimes - can u remind me to check Heron's side hatch + that the ramp fits",
     "Reminder set: check Heron's side hatch and that the ramp fits, for the Okafors' grandad."),
    ("Fri 4th Aug - Okafors rang 🙁 grandad's hip op's been brought fwd to the 28th so they're cutting it to 4 "
     "nights, back weds 23rd 9am. said we'd refund the diff less £50. I'll put Heron on the site for the weds-sat "
     "short break",
     "Noted - the Okafors now have Heron for 4 nights, back Wed 23 Aug at 9am; refund the difference less £50, and "
     "Heron's free for a Wed-Sat short break."),
    ("fuel's by the hour off the engine counter this yr, £2.20 an hr, comes out of the deposit",
     "Fuel is charged by engine hours at £2.20 an hour, taken from the deposit."),
    ("Aug booking sheet off the website 👉 'Heron: 19/8-26/8 Okafor (7nts) | 26/8-2/9 Lee (7nts) ... Otter: "
     "12/8-19/8 Blake (7nts)' - can u check Lee's deposit's gone in",
     "Lee's deposit for 26 Aug is showing as paid."),
    ("pump out's £25 if they don't bring her back emptied, most don't 😂",
     "Pump-out is £25 if the boat comes back without one."),
    ("Okafors asked about bringing Nala (staffy) - Heron's no dogs, told them Otter's the dog boat, they'll leave "
     "her w/ the neighbour",
     "Understood - no dogs on Heron, so Nala's staying with their neighbour."),
    ("Jo's doing the handover video this wk, make sure she shows the stern gland greaser on Heron, it's a fiddly one",
     "I'll remind Jo to show the stern gland greaser on Heron in the handover video."),
    (QUESTION,
     "7 nights - they have Heron from Sat 19 Aug to Sat 26 Aug."),
]
WINDOW = 11
GONE = ("4 nights", "hip op", "weds 23rd", "wed 23")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Heron: 19/8-26/8 Okafor (7nts)" in str(m.content) for m in window), window
            assert any("£2.20 an hr" in str(m.content) for m in window), window
            assert any("pump out's £25" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("they're cutting it to 4 nights" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's chat - he runs Sowerby Wharf Narrowboats; today Thu 17 August "
                                            "2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="4 nights - back Weds 23rd at 9, grandad's hip op was brought forward", actual=reply)
