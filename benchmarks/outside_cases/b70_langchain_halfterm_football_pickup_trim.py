"""Batch 70 (held out). A family's half-term childcare: LangChain InMemoryChatMessageHistory + trim_messages (last
10 messages, token_counter=len, start_on human), one root span per turn.

App: Laura (two kids, Ellie 9 and Josh 6; Dan works shifts) plans half term (w/c 27 May 2030) in one chat with an
assistant on her phone. Each turn the app trims the history to the last 10 messages and sends that window with the
new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "mum rang, her cataract op's come through for weds
29th!! so she def can't drive that day. dad says leave the football pick up to him, 3.15 at Saintbridge, he'll bring
Ellie back to theirs for tea". Turn 3 copies the week from the fridge calendar, written before that ("weds - Ellie
football camp 9-3.15 at Saintbridge, Nana collects"). By turn 6 the trim no longer keeps turn 1. Question (turn 6):
"who's getting Ellie from football on Wednesday?" -> expected Grandad (Laura's dad). The assistant says Nana.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the calendar. Another reading: a response fault is
ruled out, as the message about the op is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b70_langchain_halfterm_football_pickup_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("mum rang, her cataract op's come through for weds 29th!! so she def can't drive that day. dad says leave the "
     "football pick up to him, 3.15 at Saintbridge, he'll bring Ellie back to theirs for tea",
     "Noted: Nana's cataract op is Wed 29th so she can't drive; Grandad will collect Ellie from football at "
     "Saintbridge at 3.15 and take her back to theirs for tea."),
    ("josh needs wellies for the farm trip, his have got a hole. size 11 I think, maybe 12 to grow into",
     "Reminder: new wellies for Josh for the farm trip, size 11 or 12."),
    ("copying the wk off the fridge: mon bank hol, all home. tues Nana has both all day. weds - Ellie football camp "
     "9-3.15 at Saintbridge, Nana collects, Josh w Dan (late shift). thurs Robinswood holiday club both, 8.30-5, I drop "
     "Dan picks up. fri Dan's day off, cinema?",
     "Half term: Mon all home; Tue both with Nana; Wed Ellie at football camp 9-3.15 at Saintbridge (Nana collects), "
     "Josh with Dan; Thu both at Robinswood holiday club 8.30-5 (you drop, Dan collects); Fri Dan's day off."),
    ("football camp wants shin pads + a named water bottle + packed lunch, no nuts. £18 a day paid on the app",
     "Football camp: shin pads, named water bottle, nut-free packed lunch; £18 a day, paid on the app."),
    ("cinema fri - the new pixar one 11am at the Vue, 4 tickets £26 w the kids deal",
     "Friday: the new Pixar film at the Vue, 11am, four tickets for £26."),
    ("who's getting Ellie from football on Wednesday?",
     "Nana's collecting her from Saintbridge at 3.15, as on the fridge calendar."),
]
WINDOW = 10


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
            assert not any("cataract" in str(m.content) or "Grandad" in str(m.content) or "dad says" in
                           str(m.content) for m in window), window
            assert any("Nana collects" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("leave the football pick up to him" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Laura's half-term chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's getting Ellie from football on Wednesday?",
       expected="her grandad - Nana can't drive after her eye op that day", actual=reply)
