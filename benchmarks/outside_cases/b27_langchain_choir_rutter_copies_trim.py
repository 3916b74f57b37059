"""Batch 27 (held out). A community choir director's running chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 18 messages, token_counter=len, start_on human), one root span per turn.

App: Jo directs Fenland Voices (a community choir, about 34 singers) and keeps one running chat with an assistant
about concerts, music, rehearsals and subs. Each turn the app trims the history to the last 18 messages and sends
that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 has the music cupboard stocktake: "Pat did the music
cupboard stocktake Sat - Rutter Magnificat 31 copies, but 6 are knackered (pages out, coffee on one) so binning
those. Messiah we've got loads, 50ish". By turn 10 the window no longer starts there, and the trim of turn 10 drops
it. What stays are the number of singers, the hire terms and the accompanist's wish for another edition. Question
(turn 10): "how many usable Rutter copies have we got in the cupboard?" -> expected "25". The assistant has no
count and works from the register instead.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 10 (inside fault()). Asserted: the
stocktake message is in every window before turn 10 and missing from turn 10's, which holds the later Rutter turns.
Another reading: a response fault is ruled out as the count is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b27_langchain_choir_rutter_copies_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Pat did the music cupboard stocktake Sat - Rutter Magnificat 31 copies, but 6 are knackered (pages out, coffee "
     "on one) so binning those. Messiah we've got loads, 50ish",
     "Thanks Pat - Rutter Magnificat stock noted, and plenty of Messiahs."),
    ("Spring concert confirmed Sat 10 May, St Wendreda's, March. 7.30 start, doors 7, £12 / £5 under 16s",
     "Spring concert: Saturday 10 May at St Wendreda's, 7.30pm."),
    ("We're 34 on the register now - 4 new altos since Jan (Hannah, Ruth, Mei + Carol), yay",
     "34 singers on the register, with four new altos."),
    ("Rehearsals move to the URC hall from 22/4, Tues 7.30-9.15 same as ever, church hall's getting a new floor",
     "From 22 April rehearsals are at the URC hall, Tuesdays 7.30-9.15."),
    ("Sam (accomp) wants his own Rutter w the organ reduction - it's a different edition, Oxford, he'll buy it "
     "himself", "Sam will get the Oxford organ edition of the Rutter himself."),
    ("Subs are £45/term, 6 still owing from Jan. Margaret's on it", "Six people still owe the GBP 45 term subs."),
    ("Sheffield music library hire: £1.10 a copy for 3 months + postage, min order 10, takes about a fortnight",
     "Music library hire: GBP 1.10 a copy for three months, minimum ten, about two weeks' delivery."),
    ("Tenors still thin, 5 of them + Geoff when his knee allows. Can we do a push on Facebook",
     "Yes - a Facebook post for tenors before the spring concert would help."),
    ("Programmes: 150 from Print Hub, £68, need the running order by 25/4",
     "150 programmes from Print Hub for GBP 68; running order needed by 25 April."),
    ("how many usable Rutter copies have we got in the cupboard? trying to work out how many to hire for the 34 of "
     "us before the Sheffield deadline",
     "I don't have a cupboard count for the Rutter in our chat. With 34 singers you'd want 34 copies - Sam's buying "
     "his own - so if you've none usable, hire 34 from Sheffield (well over the minimum of 10)."),
]
WINDOW = 18


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
            assert not any("31 copies" in str(m.content) or "knackered" in str(m.content) for m in window), window
            assert any("organ reduction" in str(m.content) for m in window), window
            assert any("34 on the register" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Rutter Magnificat 31 copies" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's choir notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="25 good ones", actual=reply)
