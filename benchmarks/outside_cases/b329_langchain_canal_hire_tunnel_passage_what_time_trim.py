"""Batch 329 (held out). A canal boat hire base: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Calder Cruisers hire out narrowboats from Sowerby Bridge. Rob (the base manager) chats with the base's helper
about the week's hirers; this week Curlew (8 berth) is out with the Harrisons on the Huddersfield Narrow, going
through Standedge Tunnel (boats go through behind Canal & River Trust staff at a booked time). Each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Curlew's trip - the Harrisons, 8 of them, up to
Marsden through Standedge, passage booked with CRT for Tues 18th, 8.30am from the Diggle end. Turn 2 is the
pump-out. In turn 3 Rob says CRT rang - the chap doing the passages on Tuesday morning has to take a boat back
through at 8, so they've moved Curlew's to 1pm, same day, same end, and he's texted the Harrisons. Turns 4 to 8 are
Dipper's engine, the CRT confirmation email pasted from the booking (still "08:30", sent before the change), the
Nortons' dog, the weekend's handovers and the diesel. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Mon 17/4, from the Harrisons via Rob): "what time's Curlew's tunnel passage tmrw? the Harrisons
want to know if they've time for breakfast at the pub in Diggle first" -> expected 1pm (moved from 8.30am). The
assistant says 8.30am.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the passage to 1pm was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 1pm or the moved passage); the confirmation email, the dog and the diesel are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b329_langchain_canal_hire_tunnel_passage_what_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("what time's Curlew's tunnel passage tmrw? the Harrisons want to know if they've time for breakfast at "
            "the pub in Diggle first")
TURNS = [
    ("Curlew's out sat w/ the Harrisons, 8 of them, going up to Marsden thru Standedge 🚇 passage booked w/ CRT for "
     "tues 18th, 8.30am from the Diggle end. can u keep track of this week's lot for me",
     "Will do - Curlew with the Harrisons (8), heading up to Marsden; Standedge passage booked with CRT for Tue 18 "
     "April at 8.30am from the Diggle end."),
    ("Curlew needs a pump out b4 she goes, Wayne can do it fri pm",
     "Noted - Wayne to pump out Curlew on Friday afternoon."),
    ("CRT rang - the chap doing the passages tues morning has to take a boat back thru at 8, so they've moved "
     "Curlew's to 1pm same day, same end (Diggle). I've texted the Harrisons",
     "Got it - Curlew's Standedge passage is now 1pm on Tue 18th, still from the Diggle end, and the Harrisons "
     "know."),
    ("Dipper's engine's been running hot, Wayne reckons the impeller. new one on order",
     "Dipper running hot - Wayne suspects the impeller, and a new one is on order."),
    ("pasting the CRT email for the file - 'Standedge Tunnel passage confirmed: Tue 18 Apr 2051, 08:30, eastbound "
     "from Diggle, boat Curlew, 8 crew. Please arrive 30 mins before, helmet + life jackets provided'",
     "Filed the CRT confirmation email for Curlew's Standedge passage."),
    ("the Nortons asked if their spaniel can go on Wagtail next month - yes, £30, bring her own bed",
     "The Nortons' spaniel can go on Wagtail: £30, and they bring the dog's bed."),
    ("handovers sat - Wagtail 2pm, Lapwing 3pm, Kim's doing both, I'm at my sister's 40th",
     "Saturday handovers: Wagtail at 2pm and Lapwing at 3pm, both with Kim."),
    ("diesel's gone up again, £1.12 a litre from the wharf tank now, charge hirers on return",
     "Wharf diesel is £1.12 a litre now, charged to hirers on return."),
    (QUESTION,
     "8.30am from the Diggle end, and CRT want them there 30 minutes before - so breakfast would have to be early."),
]
WINDOW = 11
GONE = ("1pm", "moved curlew", "texted the harrisons", "take a boat back")


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
            assert any("Tue 18 Apr 2051, 08:30, eastbound" in str(m.content) for m in window), window
            assert any("spaniel" in str(m.content) for m in window), window
            assert any("£1.12 a litre" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("moved Curlew's to 1pm same day" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rob's chat - he manages the Calder Cruisers hire base at Sowerby "
                                            "Bridge; today Mon 17 April 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="1pm - CRT moved it from 8.30am, still from the Diggle end", actual=reply)
