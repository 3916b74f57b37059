"""Batch 35 (held out). An amateur theatre company's stage manager's running chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 14 messages, token_counter=len, start_on human), one root span per
turn.

App: Gwen is stage manager for the Millbrook Players' spring show ("Blithe Spirit", three nights at the Memorial
Hall, 20-22 March). She keeps one chat going with an assistant about rehearsals, props and the get-in. Each turn the
app trims the history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the tech rehearsal call: "tech run sun 16th - cast
in for 1.30 pls not the usual 2, Jim needs the 1st hour to plot the lights w people on stage + we've got the hall
till 6 only". Later turns are props, tickets and the set, and turn 4 says rehearsals are "sundays 2 till 5 at St
Mark's hall like always". By turn 8 the trim no longer keeps turn 1. Question (turn 8, Thu 13/3): "what time do I
tell the cast to be in for sunday?" -> expected half past one. The window holds the usual 2 o'clock and the
assistant says 2.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is in
every window before turn 8 and missing from turn 8's, which holds the usual 2-till-5 line. Another reading: a
response fault is ruled out, as 1.30 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b35_langchain_theatre_tech_call_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("tech run sun 16th - cast in for 1.30 pls not the usual 2, Jim needs the 1st hour to plot the lights w people on "
     "stage + we've got the hall till 6 only",
     "Tech Sunday 16 March: cast at 1.30, lighting plot first hour, hall until 6."),
    ("props list - still need: a ouija board (Margaret's lending hers?!), 2 cocktail shakers, a gramophone that "
     "actually turns", "Still to find: ouija board, two cocktail shakers, a working gramophone."),
    ("tickets: 142 sold so far across the 3 nights, Sat's nearly full, Thurs is slow - Pauline's doing a flyer drop "
     "at the Co-op", "142 sold; Thursday needs a push."),
    ("reminder for the newbies - rehearsals are sundays 2 till 5 at St Mark's hall like always, tuesdays 7.30 for "
     "the scenes w Madame Arcati", "Sundays 2-5 at St Mark's; Tuesdays 7.30 for the Arcati scenes."),
    ("set - the french windows flat is warped, Derek's rebuilding it sat morning at his, need it at the hall by mon",
     "Derek rebuilds the French windows flat on Saturday."),
    ("costume - Elvira's grey dress is too short on Kate, Ann's letting it down, £20 for the fabric from petty cash",
     "GBP 20 petty cash for Elvira's dress fabric."),
    ("Dad's got the gramophone from the auction!! £35, it works. one less thing", "Gramophone sorted, GBP 35."),
    ("what time do I tell the cast to be in for sunday?",
     "2 o'clock - Sundays are 2 till 5 at St Mark's as usual. Might be worth reminding them to bring their "
     "costumes for the tech."),
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
            assert not any("1.30" in str(m.content) for m in window), window
            assert any("sundays 2 till 5 at St Mark's hall" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("cast in for 1.30 pls not the usual 2" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gwen's stage management notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Half one - Jim's lighting the tech first", actual=reply)
