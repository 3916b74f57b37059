"""Batch 98 (held out). A hospice charity's fun run, the volunteer coordinator's chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Jo coordinates volunteers for the Garden House Hospice fun run (Sun 14/9, Norton Common) and talks it through
with an assistant over a few weeks. Each turn the history is trimmed to the last 12 messages (starting on a human
one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the water stations are sorted: station 1 at the
2k mark by the bandstand is the Rotary club's (Brian, their president, running it, 600 cups, own tables); station 2
at 4k by the lido gate is the hospice's own, Sue in charge. Later turns are marshals, sponsorship, the Cubs doing the
finish funnel (medals and bottles of water), first aid and the start times. At turn 7 the trim drops turn 1.
Question: "who's looking after the water station by the bandstand again? want to drop the cups off sat" ->
expected the Rotary club (Brian, their president). The assistant says the Cubs.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the Cubs' line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b98_langchain_funrun_water_station_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's looking after the water station by the bandstand again? want to drop the cups off sat"
TURNS = [
    ("water stations sorted!! stn 1 at the 2k mark by the bandstand = the Rotary lot, Brian (their president) "
     "running it, 600 cups + they bring their own tables. stn 2 at 4k by the lido gate is ours, Sue in charge",
     "Great: station 1 (2k, bandstand) is the Rotary club with Brian; station 2 (4k, lido gate) is Sue's."),
    ("marshals - 24 signed up, need 30. hi-vis from the hospice shop, Dawn's got the box",
     "24 of 30 marshals so far; hi-vis is with Dawn at the hospice shop."),
    ("sponsorship £4,350 on the justgiving so far, target 10k. tshirts came, 2 boxes short on smalls grr",
     "£4,350 of £10k raised; chase the supplier for the missing smalls."),
    ("the Cubs from 1st Letchworth are doing the finish funnel - medals + bottles of water as they come thru, "
     "Akela says 15 of them",
     "Lovely - 15 Cubs on the finish funnel handing out medals and water."),
    ("first aid: St John booked, 2 crews, one at start/finish one roving on a bike",
     "St John: two crews, one fixed at start/finish, one on a bike."),
    ("start 10am for the 5k, 10.15 the 10k. road closure on Broadway 9.30-12.30 confirmed by the council",
     "5k at 10, 10k at 10.15; Broadway closed 9.30-12.30."),
    (QUESTION,
     "The Cubs from 1st Letchworth - Akela's bringing 15 of them, so drop the cups with her."),
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
            assert not any("Rotary" in str(m.content) for m in window), window
            assert any("Cubs from 1st Letchworth" in str(m.content) for m in window), window
            assert any("marshals - 24" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Brian (their president)" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jo's chat about the hospice fun run)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the Rotary club - Brian, who's their president", actual=reply)
