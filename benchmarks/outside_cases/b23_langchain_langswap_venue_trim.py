"""Batch 23 (held out). A language-exchange meetup organiser's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Nadia runs the Leicester Language Swap (Wednesdays 7-9pm; tables by language, one-to-one pairs, a monthly
social). She keeps a running chat with an assistant about venues, pairs, numbers and the Meetup page; each turn the
app trims the history to the last 20 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 (early March) says "Heads up for April - from Weds 8/4
we're upstairs at the Crown & Anchor on Belvoir St. Library's lost its late opening (budget), Mick the landlord says
the room's free as long as ppl buy a drink". By turn 11 the window no longer starts there, and the trim of turn 11
drops it. What stays is a run of turns about sessions at the library. Question (turn 11, Tue 7/4): "Where are we
tomorrow night? Need it for the Meetup page" -> expected upstairs at the Crown & Anchor. The assistant says the
library.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the Crown &
Anchor message is in every window before turn 11 and missing from turn 11's, which holds the library turns. Another
reading: a response fault is ruled out as the venue for April is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b23_langchain_langswap_venue_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Heads up for April - from Weds 8/4 we're upstairs at the Crown & Anchor on Belvoir St. Library's lost its late "
     "opening (budget), Mick the landlord says the room's free as long as ppl buy a drink",
     "Got it: from Wednesday 8 April, the upstairs room at the Crown & Anchor, Belvoir St; free if people buy a "
     "drink."),
    ("Weds 4/3 at the library - 24 ppl!! 3 new Korean speakers, need a KR/EN table",
     "24 at the library on 4 March; a Korean/English table would help."),
    ("Pairs this term: Keiko + Lucia (JP/ES), Tom + Amira (EN/AR), Pierre + Sanjay (FR/HI), Gosia + Dan (PL/EN)",
     "Pairs noted: Keiko-Lucia, Tom-Amira, Pierre-Sanjay, Gosia-Dan."),
    ("Library wifi code changed, it's on the whiteboard by the lifts. 2nd floor room as usual",
     "Wifi code on the whiteboard by the lifts; second-floor room."),
    ("Weds 11/3 - quieter, 15. Rain. Someone left a blue umbrella, it's behind the library desk",
     "15 on 11 March; blue umbrella handed in at the library desk."),
    ("Social for March - curry at Kayal Fri 27/3, 7.30, booked for 16",
     "March social: Kayal, Friday 27 March, 7.30pm, table for 16."),
    ("Weds 18/3 library again, 21 ppl, the Arabic table was packed, Tom's doing great",
     "21 on 18 March; busy Arabic table."),
    ("Meetup page: bump the member cap to 60 and add a pic from the library session?",
     "Raise the cap to 60 and add a photo from the library session - will do."),
    ("Weds 25/3 - last library one of the term, 19, we did a quiz. Kayal on Fri was lush",
     "19 at the last library session on 25 March; quiz went well."),
    ("Name badges - ordered 50 from Vistaprint 12.99, arriving early April",
     "50 name badges ordered, GBP 12.99, due early April."),
    ("Where are we tomorrow night? Need it for the Meetup page",
     "The central library, second-floor room as usual - 7 till 9. Wifi code's on the whiteboard by the lifts."),
]
WINDOW = 20


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
            assert not any("Crown" in str(m.content) for m in window), window
            assert any("library" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Crown & Anchor on Belvoir St" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's notes about the Language Swap so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Upstairs at the Crown & Anchor on Belvoir St - the library doesn't open late any "
                              "more", actual=reply)
