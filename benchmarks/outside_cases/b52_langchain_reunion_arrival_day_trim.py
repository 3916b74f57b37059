"""Batch 52 (held out). A family reunion organiser's chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Ruth is organising the Whitaker family reunion weekend (Fri 24 - Sun 26 July 2026) at Hollins Farm, a group
holiday house in the Peak District, 23 people across four generations. She keeps one chat going with an assistant
about rooms, meals and travel; each turn the app trims the history to the last 12 messages and sends that window
with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is Ruth's note after a call with her aunt: "just off
the phone w Auntie Mags - Rob's got his cardiology appt fri 24th 9.40 at the Northern General (took 5 months to get,
not moving it) so they'll drive up sat morning, be with us for lunch. still want room 4". Turn 2 pastes the arrivals
list from the email that went round in May (Fri 24/7 from 4pm: ... Mags + Rob, room 4, coming by car). Later turns
are meals, the cake, the walk and the group photo. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Mon
20/7): "what day are Mags and Rob getting there?" -> expected Saturday (the 25th), in time for lunch. The assistant
goes by the email: Friday.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the pasted arrivals list. Another reading: a
response fault is ruled out, as the Saturday arrival is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b52_langchain_reunion_arrival_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("just off the phone w Auntie Mags - Rob's got his cardiology appt fri 24th 9.40 at the Northern General (took 5 "
     "months to get, not moving it) so they'll drive up sat morning, be with us for lunch. still want room 4",
     "Noted: Mags and Rob drive up Saturday morning after Rob's Friday hospital appointment, in time for lunch; room "
     "4 stays theirs."),
    ("pasting the arrivals bit from the May email so it's all in one place: Fri 24/7 from 4pm (keys from Mrs Hollins "
     "at the farmhouse) - Gran + Uncle Pete (room 1, ground floor), Mags + Rob (room 4, coming by car), Dan, Lou + "
     "kids (bunk barn), us (room 2). Sat 25/7 - the Leeds lot by train to Edale 11.52, Pete picks up",
     "Arrivals: Friday from 4 - Gran and Pete room 1, Mags and Rob room 4, Dan and Lou's family in the bunk barn, you "
     "in room 2; the Leeds lot on Saturday's 11.52 to Edale."),
    ("meals - fri fish + chips from the Edale chippy (ring by 5, order's on the fridge list), sat BBQ, sun roast "
     "before everyone goes. Lou's veggie, Gran no spice",
     "Friday chippy tea (ring by 5), Saturday BBQ, Sunday roast; Lou veggie, Gran no spice."),
    ("cake for Gran's 90th - Dan's wife is making it, lemon drizzle 3 tiers, we do it sat after the BBQ",
     "Gran's 90th cake: three-tier lemon drizzle, after the Saturday BBQ."),
    ("sat walk - Mam Tor loop for the keen ones, 2.5 hrs, the rest can do the stroll to Castleton + tea shop",
     "Saturday: Mam Tor loop (2.5 hrs) or a stroll to Castleton."),
    ("photo - Kev's got a proper camera + tripod, whole family shot on the lawn sun 11ish before the roast",
     "Whole-family photo on the lawn Sunday about 11, Kev's camera."),
    ("what day are Mags and Rob getting there?",
     "Friday - they're on the Friday arrivals from 4pm, room 4, coming by car."),
]
WINDOW = 12


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
            assert not any("sat morning" in str(m.content) or "Saturday morning" in str(m.content)
                           or "cardiology" in str(m.content) for m in window), window
            assert any("Mags + Rob (room 4, coming by car)" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("cardiology appt" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ruth's reunion notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Saturday 25th, for lunch - Rob's hospital appointment is on the Friday",
       actual=reply)
