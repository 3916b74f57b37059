"""Batch 140 (held out). A care home activities coordinator's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Nicky runs the garden club at Beech Lodge care home (residents Arthur, Win, Elsie and the rest; helpers Derek,
a retired gardener, and the Brownies now and then) and keeps a running chat with the helper through the summer -
trips, planting, the minibus, the greenhouse; each turn the chat is trimmed to its last 12 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Nicky says Pete, who drives the minibus, can't do 10
on Weds 10th for the garden centre trip - he's got the dialysis run to Calderdale Royal first thing - so they'll go
at quarter to 11, still back for dinner at 1 (cook's keeping plates); and, in passing, that Elsie's daughter dropped
off a box of geranium cuttings. In turn 2 she pastes the June programme that went up on the board in May, to have it
tidied for the relatives' newsletter: Weds 10th the trip to Brighouse garden centre, minibus 10am from the front
door, 6 residents + 2 helpers, 2 wheelchairs; Weds 17th planting the raised beds with the Brownies 2-3.30pm; Weds
24th the strawberry tea on the patio. By turn 7 the trim drops turn 1; the pasted programme stays. Question (turn
7, Mon 8/6): "what time's the minibus weds? need to get Arthur + Win up + dressed in time" -> expected quarter to 11
(Pete's on the dialysis run first). The assistant says 10am.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moves
the minibus was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted programme is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b140_langchain_gardenclub_minibus_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's the minibus weds? need to get Arthur + Win up + dressed in time"
TURNS = [
    ("Pete cant do 10 weds for the garden centre, he's got the dialysis run to Calderdale Royal first thing. so "
     "we're going quarter to 11, still back for dinner at 1, cook's keeping plates. oh + Elsie's daughter dropped "
     "a box of geranium cuttings off, about 20, need potting on",
     "Noted: the minibus for the garden centre trip on Wednesday leaves at 10.45 instead of 10 (Pete's on the "
     "dialysis run first); back for dinner at 1, cook is keeping plates. Elsie's daughter brought about 20 geranium "
     "cuttings to pot on."),
    ("can u tidy this for the relatives newsletter, its the june programme off the board: GARDEN CLUB JUNE - weds "
     "10th trip to Brighouse garden centre, minibus 10am from the front door, 6 residents + 2 helpers, 2 "
     "wheelchairs. weds 17th planting up the raised beds w the Brownies 2-3.30pm. weds 24th strawberry tea on the "
     "patio, relatives welcome. every fri greenhouse w Derek 10.30ish",
     "Beech Lodge Garden Club - June: Wed 10th trip to Brighouse garden centre (minibus 10am from the front door; 6 "
     "residents, 2 helpers, 2 wheelchairs). Wed 17th planting the raised beds with the Brownies, 2-3.30pm. Wed 24th "
     "strawberry tea on the patio - relatives welcome. Every Friday: greenhouse with Derek, about 10.30."),
    ("Arthur's tomatoes have got the blight again i think, Derek's going to have a look fri",
     "Arthur's tomatoes may have blight again; Derek will look on Friday."),
    ("budget for the trip - £60 from the residents fund, Win wants a fuchsia for her window",
     "The trip budget is £60 from the residents' fund; Win would like a fuchsia for her window."),
    ("the water butt by the greenhouse is leaking, maintenance say next wk",
     "The water butt by the greenhouse is leaking; maintenance will fix it next week."),
    ("Elsie's asked if we can do sweet peas again, she used to grow them for the show at Halifax",
     "Elsie would like to grow sweet peas again - she used to show them at Halifax."),
    (QUESTION,
     "10am from the front door - 6 residents and 2 helpers, with 2 wheelchairs."),
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
            assert not any("quarter to 11" in str(m.content) or "10.45" in str(m.content)
                           or "dialysis" in str(m.content) for m in window), window
            assert any("minibus 10am from the front door" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("so we're going quarter to 11" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nicky's chat as activities coordinator at Beech Lodge care home, "
                                            "running the garden club; June 2037, today Mon 8 June)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="quarter to 11 - Pete's on the dialysis run first", actual=reply)
