"""Batch 142 (held out). A church choir's carol service chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Ruth runs the choir at St Peter's, Sowerby, and keeps a running chat with the helper in the run-up to the
carol service (Sun 20th Dec, 6.30pm by candlelight: the music, the robes, the readers, mince pies after); each turn
the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Ruth says Margaret found 6 more robes in the vestry
cupboard behind the flower stands - bit musty, going in her wash this wk - and, in passing, that the candles have
come (200, from the cathedral shop). In turn 2 she pastes the robes list she did for the PCC back in November:
28 singing this year incl the 5 new trebles, 19 robes that fit, so 9 short, Sheila asking the Methodists if
they've spares. By turn 7 the trim drops turn 1; the pasted list stays. Question (turn 7, Tue 15/12): "how many
more robes do we still need to find? Sheila's seeing the Methodists thurs" -> expected 3 (9 short, and Margaret
found 6 since). The assistant says 9.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the 6
robes found was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted list is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b142_langchain_carols_robes_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many more robes do we still need to find? Sheila's seeing the Methodists thurs"
TURNS = [
    ("Margaret only went + found 6 more robes in the vestry cupboard behind the flower stands!! bit musty, she's "
     "putting them thru her wash this wk. candles have come too, 200 from the cathedral shop",
     "Good find - Margaret turned up 6 more robes in the vestry cupboard and is washing them this week. The 200 "
     "candles from the cathedral shop have arrived."),
    ("can u tidy this up, its what I did for the PCC back in nov: ROBES - 28 singing this yr incl the 5 new "
     "trebles, 19 robes that fit, so 9 short. Sheila asking the Methodists if they've any spare. ruffs - enough, "
     "the trebles in red",
     "Robes (for the November PCC): 28 singing this year, including the 5 new trebles; 19 robes fit, so we are 9 "
     "short. Sheila is asking the Methodists about spares. Ruffs: enough; the trebles wear red."),
    ("readers sorted - lesson 1 a Brownie, 3 the churchwarden, 9 the vicar as always",
     "Readers: lesson 1 a Brownie, lesson 3 the churchwarden, lesson 9 the vicar."),
    ("Geoff says the organ's cipher's back on the bottom C, he's rung the organ man",
     "The organ's cipher on bottom C is back; Geoff has called the organ tuner."),
    ("mince pies - 15 doz from the WI, mulled wine Kath + Rob, half 6 start so urn on at 5",
     "Mince pies: 15 dozen from the WI; Kath and Rob on mulled wine; with the 6.30 start, the urn goes on at 5."),
    ("practice thurs 7.30ish in the church not the hall, its freezing but we need the acoustic",
     "Thursday's practice is about 7.30 in the church rather than the hall, for the acoustic."),
    (QUESTION,
     "9 - there are 28 singing and 19 robes that fit."),
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
            assert not any("found 6 more robes" in str(m.content) or "6 more robes" in str(m.content)
                           or "vestry cupboard" in str(m.content) for m in window), window
            assert any("19 robes that fit, so 9 short" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("found 6 more robes in the vestry cupboard" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ruth's chat as choir mistress at St Peter's, Sowerby, getting ready "
                                            "for the carol service on Sun 20 Dec 2037; today Tue 15 Dec)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="3 - 9 short on the PCC list, and Margaret found 6 in the vestry cupboard", actual=reply)
