"""Batch 76 (held out). A family's wedding anniversary party: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages, token_counter=len, start_on human), one root span per turn.

App: Nia is organising her parents' ruby wedding party (Gwen and Alun, 40 years) at Pencoed Rugby Club's function
room on Sat 11 Sept 2032. She plans it in one chat with an assistant. Each turn the app trims the history to the
last 10 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "spoke to Bryn at the rugby club, he's been a star -
we can have the function room from 5 so we can decorate, and as it's Mam + Dad he'll keep the bar open till 12,
just music off by half 11 cos of the houses behind. so 5 till midnight". Turn 3 pastes the club's standard hire
sheet ("Evening function hire 7pm - 11pm, £150, bar staff included"). By turn 6 the trim no longer keeps turn 1.
Question (turn 6): "how long have we actually got the room for on the night? trying to plan the running order" ->
expected 7 hours (5pm till midnight). The assistant says 4 hours, 7 till 11.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the hire sheet.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b76_langchain_anniversary_hall_hours_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("spoke to Bryn at the rugby club, he's been a star - we can have the function room from 5 so we can decorate, "
     "and as it's Mam + Dad he'll keep the bar open till 12, just music off by half 11 cos of the houses behind. so "
     "5 till midnight",
     "Lovely - the function room is yours from 5pm to decorate, the bar stays open till midnight and the music "
     "has to be off by 11.30."),
    ("caterer - Sian's Kitchen, hot buffet (chicken curry, chilli, veg lasagne) + the cake, £16.50 a head, she "
     "needs final numbers 2 wks before",
     "Sian's Kitchen: hot buffet at £16.50 a head plus the cake; final numbers two weeks before."),
    ("pasting the club's hire sheet they emailed so I've got it: 'Evening function hire 7pm - 11pm, £150, bar "
     "staff included. Deposit £50 on booking. No confetti or glitter. Disco/band to be set up by 7.30pm'",
     "Hire sheet: evening hire 7 to 11pm, £150 with bar staff, £50 deposit, no confetti or glitter, music set up "
     "by 7.30."),
    ("guests so far 74 yes, 9 still to reply, Aunty Lil can't do stairs so we need the ground floor loo sorted",
     "74 confirmed, 9 to reply; you'll check the ground-floor toilet for Aunty Lil."),
    ("DJ is Gareth from chapel, doing it for £80 + his beer. he wants to do the first dance at 9",
     "DJ Gareth, £80 plus drinks, first dance at 9pm."),
    ("how long have we actually got the room for on the night? trying to plan the running order",
     "Four hours - the club's evening hire is 7pm to 11pm, with the music set up by 7.30."),
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
            assert not any("till midnight" in str(m.content) or "from 5 so we can" in str(m.content)
                           for m in window), window
            assert any("Evening function hire 7pm - 11pm" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("from 5 so we can decorate" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nia's ruby wedding party planning chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how long have we actually got the room for on the night? trying to plan the running order",
       expected="7 hrs - 5pm right through to 12", actual=reply)
