"""Batch 219 (held out). A community choir's busking day: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Sing Ludlow (a community choir) go busking for the hospice on Sat 12th Dec 2048 - four pitches round the town,
collection tins from the hospice shop, carols and a few pop songs, finishing for the Christmas lights. Carol (the
choir's secretary) chats with the choir's helper while she sorts it; each turn the chat is trimmed to its last 7
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the plan - 10-11 Castle Square, 11.15-12.15 the
Buttercross, lunch, 1.30-2.30 outside Tesco, 3-4 back in Castle Square for the lights. Turn 2 is the collection tins.
In turn 3, about the song list, Carol adds in passing that the Christmas market's in Castle Square that morning with
extra stalls, so there's no room for them - they'll start at the Buttercross at 10 and only do Castle Square at 3.
Turn 4 is hats and gloves, turn 5 the poster from November for the helper to tidy (it still says "find us in Castle
Square from 10am"), turn 6 the council's OK (no amps). By turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay.
Question (turn 7, Thu 10/12): "where are we meeting to start sat morning? Dot's asking + she doesn't do whatsapp"
-> expected the Buttercross, at 10 (the Christmas market has Castle Square). The assistant says Castle Square at 10,
from the poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the move to
the Buttercross was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on the
Christmas market, the Buttercross or no room); the hats, the poster and the council turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b219_langchain_choir_busking_start_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where are we meeting to start sat morning? Dot's asking + she doesn't do whatsapp"
TURNS = [
    ("busking day for the hospice 🎄 sat 12th dec! 10-11 Castle Sq, 11.15-12.15 the Buttercross, lunch at the "
     "Church Inn, 1.30-2.30 outside Tesco (manager said yes), 3-4 back in Castle Sq for the lights going on",
     "Lovely - Sat 12 Dec for the hospice: Castle Square 10-11, the Buttercross 11.15-12.15, lunch at the Church "
     "Inn, Tesco 1.30-2.30, then Castle Square 3-4 for the lights."),
    ("tins - 6 sealed ones from the hospice shop, pick up fri. Ian + me counting at the end in the Church Inn back "
     "room, then it goes straight in the night safe",
     "Six sealed tins from the hospice shop (collect Friday); you and Ian count in the Church Inn back room, then "
     "the night safe."),
    ("songs - Hark the Herald, Ding Dong Merrily, the Rutter Candlelight one, Fairytale of NY (clean version lol) "
     "+ Mary's Boy Child. oh + the xmas market's in Castle Sq that morning, extra stalls, so no room for us 🙄 - "
     "we'll start at the Buttercross at 10 + just do Castle Sq at 3",
     "Songs noted. And the Christmas market has Castle Square in the morning, so you'll start at the Buttercross at "
     "10 and only do Castle Square at 3."),
    ("hats + gloves!! fingerless if u can, for the music. santa hats or reindeer ears, tinsel optional. flasks "
     "welcome",
     "Warm hats and fingerless gloves, Santa hats or reindeer ears, tinsel optional, bring a flask."),
    ("can u tidy the poster, it's from nov - 'SING LUDLOW BUSKING FOR THE HOSPICE!! sat 12th dec, find us in Castle "
     "Square from 10am, then round the town. all donations to St Michael's Hospice'",
     "'Sing Ludlow - busking for St Michael's Hospice! Saturday 12 December: find us in Castle Square from 10am, "
     "then round the town. All donations to the hospice.'"),
    ("council say we're fine, no street licence needed for charity singing as long as no amps + we don't block the "
     "doorways",
     "Council's OK: no licence needed for charity singing, as long as there are no amps and doorways stay clear."),
    (QUESTION,
     "Castle Square, from 10am - that's where the day starts."),
]
WINDOW = 7
GONE = ("xmas market", "christmas market", "buttercross", "no room")


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
            assert any("fingerless if u can" in str(m.content) for m in window), window
            assert any("find us in Castle Square from 10am" in str(m.content) for m in window), window
            assert any("no street licence needed" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("we'll start at the Buttercross at 10" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat - she's secretary of Sing Ludlow, a community choir; today "
                                            "Thu 10 Dec 2048)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Buttercross, at 10 - the Christmas market has Castle Square that morning, so they only "
                          "do Castle Square at 3", actual=reply)
